import { z } from 'zod';

/**
 * A number field with limits, and one wording for them: a value past a limit is told the limit
 * ('Quantity must be at most 10,000,000.', 'Unit price must be 0 or more.'), what is not a number
 * is told so ('A valid number is required.'), what is missing is 'This field is required.'.
 *
 * Why a helper: `z.number({ error: 'A valid number is required.' })` gives that message to every
 * issue of the schema without a message of its own, so a limit given without one (`.max(3650)`)
 * answered 'A valid number is required.' for 3651. Here the not-a-number words go to type issues
 * only and every limit has its words.
 */

/** A limit as people read it: thousands separated, no trailing zeros ('10,000,000', '0.5'). */
const written = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 4 });
const withUnit = (n: number, unit?: string) => (unit ? `${written(n)} ${unit}` : written(n));

export const numberMessages = {
  notNumber: 'A valid number is required.',
  notInteger: 'A valid integer is required.',
  atMost: (label: string, max: number, unit?: string) => `${label} must be at most ${withUnit(max, unit)}.`,
  atLeast: (label: string, min: number, unit?: string) => `${label} must be ${withUnit(min, unit)} or more.`,
  /** The spec's words for a quantity of 0 or less ('Quantity must be greater than 0'), without a full stop as there. */
  greaterThanZero: (label: string) => `${label} must be greater than 0`,
  decimals: (n: number) => `Use at most ${n} decimals.`,
} as const;

export interface NumberLimits {
  /** The field as a sentence names it: 'Quantity', 'Unit price', 'Lead time'. */
  label: string;
  /** The least value allowed, or 'positive' for more than 0 (at least 1 for whole numbers). */
  min: number | 'positive';
  /** The most allowed. */
  max: number;
  /** Whole numbers only: 2.5 and 'x' are 'A valid integer is required.'. */
  int?: boolean;
  /** What the number counts, after it in the messages ('days': 'at most 3,650 days'). */
  unit?: string;
  /** The decimals it is kept to (quantities 3, unit prices 4): a value with more is refused, never rounded away (0.0004 is not a quantity of 0). */
  decimals?: number;
}

/** Whether a number has at most `decimals` decimal places (as typed: 1.235 has 3, 0.1 + 0.2 has 1). */
export const hasAtMostDecimals = (v: number, decimals: number): boolean => {
  const scaled = v * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6 * Math.max(1, Math.abs(scaled));
};

/** A number schema with its limits worded by numberMessages; chain further checks (multipleOf, refine) with their own words. */
export function limitedNumber({ label, min, max, int = false, unit, decimals }: NumberLimits): z.ZodNumber {
  const notNumber = int ? numberMessages.notInteger : numberMessages.notNumber;
  // Only a value of the wrong type gets the not-a-number words; a missing one falls through to 'This field is required.'.
  let schema = z.number({ error: (issue) => (issue.code === 'invalid_type' && issue.input !== undefined && issue.input !== null ? notNumber : undefined) });
  if (int) schema = schema.int(notNumber);
  schema = min === 'positive' ? schema.positive(numberMessages.greaterThanZero(label)) : schema.min(min, numberMessages.atLeast(label, min, unit));
  schema = schema.max(max, numberMessages.atMost(label, max, unit));
  return decimals === undefined || int ? schema : schema.refine((v) => hasAtMostDecimals(v, decimals), numberMessages.decimals(decimals));
}
