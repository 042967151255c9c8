import { z } from 'zod';
import { numberMessages } from '../platform/numbers';

/**
 * The ROI calculator (/roi; spec sections 2 and 9). Assumptions (decision record 018):
 * - "time spent" is minutes per person per working day on procurement paperwork;
 * - a year has 250 working days;
 * - the app saves 20 percent of that time;
 * - money is integer cents, hours are exact minutes shown with one decimal.
 */

/** Hourly cost options: 20 to 100 in steps of 10 (dollars per hour). */
export const HOURLY_COST_OPTIONS = [20, 30, 40, 50, 60, 70, 80, 90, 100] as const;
/** Time spent options: 10 to 60 minutes per working day, in steps of 5. */
export const TIME_SPENT_OPTIONS = [10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60] as const;
/** Savings assumed: 20 percent. */
export const SAVINGS_PERCENT = 20;
export const SAVINGS_RATE = SAVINGS_PERCENT / 100;
export const WORKING_DAYS_PER_YEAR = 250;

export interface RoiRole {
  name: string;
  /** Dollars per hour (one of HOURLY_COST_OPTIONS). */
  hourly_cost: number;
  /** Minutes per person per working day (one of TIME_SPENT_OPTIONS). */
  minutes_per_day: number;
  /** How many people have this role. */
  count: number;
}

/** Spec section 9: Field Leader 60 per hour, Purchaser 40, Accounting 30, each 20 minutes (one person each). */
export const DEFAULT_ROLES: readonly RoiRole[] = [
  { name: 'Field Leader', hourly_cost: 60, minutes_per_day: 20, count: 1 },
  { name: 'Purchaser', hourly_cost: 40, minutes_per_day: 20, count: 1 },
  { name: 'Accounting', hourly_cost: 30, minutes_per_day: 20, count: 1 },
];

export const roiRoleSchema = z.object({
  name: z.string().trim().min(1, 'Enter the role.').max(60),
  hourly_cost: z
    .number()
    .int()
    .refine((v) => (HOURLY_COST_OPTIONS as readonly number[]).includes(v), 'Choose an hourly cost from 20 to 100.'),
  minutes_per_day: z
    .number()
    .int()
    .refine((v) => (TIME_SPENT_OPTIONS as readonly number[]).includes(v), 'Choose a time from 10 to 60 minutes.'),
  count: z.number().int('Enter a whole number of people.').min(0, 'Enter 0 or more people.').max(100_000, numberMessages.atMost('Head count', 100_000)),
});
export const roiRolesSchema = z.array(roiRoleSchema).min(1, 'Add at least one role.').max(50);

export interface RoiRoleResult {
  name: string;
  yearly_minutes_spent: number;
  yearly_minutes_saved: number;
  /** Hours, one decimal (display). */
  yearly_hours_spent: number;
  yearly_hours_saved: number;
  /** Money saved a year, integer cents, rounded half up once per role. */
  yearly_cents_saved: number;
}
export interface RoiResult {
  roles: RoiRoleResult[];
  total: Omit<RoiRoleResult, 'name'>;
}

const oneDecimal = (minutes: number) => Math.round((minutes / 60) * 10) / 10;

/**
 * Yearly time and money saved per role and in total. Exact integer arithmetic: minutes spent =
 * count × minutes × 250; minutes saved = that × 20 / 100; cents saved = minutes saved × hourly
 * cost × 100 / 60 (rounded to the cent). The total adds the rounded roles, so the printed lines
 * add up.
 */
export function roiFor(roles: readonly RoiRole[]): RoiResult {
  const out = roles.map((r): RoiRoleResult => {
    const spent = r.count * r.minutes_per_day * WORKING_DAYS_PER_YEAR;
    const savedTimes100 = spent * SAVINGS_PERCENT; // minutes saved × 100, an integer
    const saved = savedTimes100 / 100;
    // cents = minutes saved × dollars/hour × 100 / 60 = savedTimes100 × dollars / 60
    const cents = Math.round((savedTimes100 * r.hourly_cost) / 60);
    return {
      name: r.name,
      yearly_minutes_spent: spent,
      yearly_minutes_saved: saved,
      yearly_hours_spent: oneDecimal(spent),
      yearly_hours_saved: oneDecimal(saved),
      yearly_cents_saved: cents,
    };
  });
  const spent = out.reduce((s, r) => s + r.yearly_minutes_spent, 0);
  const saved = out.reduce((s, r) => s + r.yearly_minutes_saved, 0);
  return {
    roles: out,
    total: {
      yearly_minutes_spent: spent,
      yearly_minutes_saved: saved,
      yearly_hours_spent: oneDecimal(spent),
      yearly_hours_saved: oneDecimal(saved),
      yearly_cents_saved: out.reduce((s, r) => s + r.yearly_cents_saved, 0),
    },
  };
}

/** "$2,166.67" from cents. */
export const formatRoiDollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
