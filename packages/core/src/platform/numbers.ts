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
  /** An id in a body, a query or a path that is 0, negative or not whole (1.5). */
  notId: 'Ensure this value is a positive whole number.',
  atMost: (label: string, max: number, unit?: string) => `${label} must be at most ${withUnit(max, unit)}.`,
  atLeast: (label: string, min: number, unit?: string) => `${label} must be ${withUnit(min, unit)} or more.`,
  /** The spec's words for a quantity of 0 or less ('Quantity must be greater than 0'), without a full stop as there. */
  greaterThanZero: (label: string) => `${label} must be greater than 0`,
  /** Django REST framework's words for a decimal with too many places. */
  decimals: (places: number) => `Ensure that there are no more than ${places} decimal places.`,
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
  /** At most this many decimal places (a tax rate's 4; quantities 3, unit prices 4): a value with more is refused, never rounded away (0.0004 is not a quantity of 0). */
  decimals?: number;
  /** What the number counts, after it in the messages ('days': 'at most 3,650 days'). */
  unit?: string;
}

/** Whether a number has at most `places` decimals, without floating-point noise (8.81 has 2). */
export const hasAtMostDecimals = (n: number, places: number) => {
  const scaled = n * 10 ** places;
  return Math.abs(scaled - Math.round(scaled)) <= 1e-9 * Math.max(1, Math.abs(scaled));
};

/**
 * A number schema with its limits worded by numberMessages; chain further checks (multipleOf,
 * refine) with their own words. A value that is not whole or is past a limit is told that
 * alone: the checks after it do not run (abort), so -5 is not also told about its decimals.
 */
export function limitedNumber({ label, min, max, int = false, decimals, unit }: NumberLimits): z.ZodNumber {
  const notNumber = int ? numberMessages.notInteger : numberMessages.notNumber;
  // Only a value of the wrong type gets the not-a-number words; a missing one falls through to 'This field is required.'.
  let schema = z.number({ error: (issue) => (issue.code === 'invalid_type' && issue.input !== undefined && issue.input !== null ? notNumber : undefined) });
  if (int) schema = schema.int({ error: notNumber, abort: true });
  schema =
    min === 'positive'
      ? schema.positive({ error: numberMessages.greaterThanZero(label), abort: true })
      : schema.min(min, { error: numberMessages.atLeast(label, min, unit), abort: true });
  schema = schema.max(max, { error: numberMessages.atMost(label, max, unit), abort: true });
  return decimals === undefined ? schema : schema.refine((n) => hasAtMostDecimals(n, decimals), numberMessages.decimals(decimals));
}
