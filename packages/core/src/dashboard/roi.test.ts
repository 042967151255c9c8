import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLES, HOURLY_COST_OPTIONS, SAVINGS_RATE, TIME_SPENT_OPTIONS, formatRoiDollars, roiFor, roiRoleSchema } from './roi';

describe('the ROI constants (spec sections 2 and 9)', () => {
  it('hourly cost 20 to 100 in steps of 10, time 10 to 60 minutes, 20 percent saved', () => {
    expect(HOURLY_COST_OPTIONS).toEqual([20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(TIME_SPENT_OPTIONS[0]).toBe(10);
    expect(TIME_SPENT_OPTIONS.at(-1)).toBe(60);
    expect(SAVINGS_RATE).toBe(0.2);
    expect(DEFAULT_ROLES).toEqual([
      { name: 'Field Leader', hourly_cost: 60, minutes_per_day: 20, count: 1 },
      { name: 'Purchaser', hourly_cost: 40, minutes_per_day: 20, count: 1 },
      { name: 'Accounting', hourly_cost: 30, minutes_per_day: 20, count: 1 },
    ]);
  });
});

describe('roiFor', () => {
  it('the defaults, written out', () => {
    // each role: 20 min × 250 days = 5,000 min = 83.3 h a year; 20 % saved = 1,000 min = 16.7 h
    // Field Leader 1,000 min × $60/h = $1,000.00; Purchaser × $40/h = $666.666… → $666.67; Accounting × $30/h = $500.00
    const r = roiFor(DEFAULT_ROLES);
    expect(r.roles).toEqual([
      { name: 'Field Leader', yearly_minutes_spent: 5000, yearly_minutes_saved: 1000, yearly_hours_spent: 83.3, yearly_hours_saved: 16.7, yearly_cents_saved: 100000 },
      { name: 'Purchaser', yearly_minutes_spent: 5000, yearly_minutes_saved: 1000, yearly_hours_spent: 83.3, yearly_hours_saved: 16.7, yearly_cents_saved: 66667 },
      { name: 'Accounting', yearly_minutes_spent: 5000, yearly_minutes_saved: 1000, yearly_hours_spent: 83.3, yearly_hours_saved: 16.7, yearly_cents_saved: 50000 },
    ]);
    // 15,000 min = 250 h spent; 3,000 min = 50 h saved; $2,166.67 a year
    expect(r.total).toEqual({ yearly_minutes_spent: 15000, yearly_minutes_saved: 3000, yearly_hours_spent: 250, yearly_hours_saved: 50, yearly_cents_saved: 216667 });
    expect(formatRoiDollars(r.total.yearly_cents_saved)).toBe('$2,166.67');
  });

  it('counts and edits scale exactly', () => {
    // 12 field leaders at $100/h, 60 min a day: 12 × 60 × 250 = 180,000 min; 36,000 min saved = 600 h × $100 = $60,000
    const r = roiFor([{ name: 'Field Leader', hourly_cost: 100, minutes_per_day: 60, count: 12 }]);
    expect(r.total).toMatchObject({ yearly_hours_spent: 3000, yearly_hours_saved: 600, yearly_cents_saved: 6_000_000 });
    expect(roiFor([{ name: 'Nobody', hourly_cost: 50, minutes_per_day: 10, count: 0 }]).total.yearly_cents_saved).toBe(0);
  });

  it('a role is validated against the options', () => {
    expect(roiRoleSchema.safeParse({ name: 'Estimator', hourly_cost: 70, minutes_per_day: 45, count: 2 }).success).toBe(true);
    expect(roiRoleSchema.safeParse({ name: 'Estimator', hourly_cost: 75, minutes_per_day: 45, count: 2 }).success).toBe(false);
    expect(roiRoleSchema.safeParse({ name: 'Estimator', hourly_cost: 70, minutes_per_day: 65, count: 2 }).success).toBe(false);
    expect(roiRoleSchema.safeParse({ name: '', hourly_cost: 70, minutes_per_day: 45, count: 2 }).success).toBe(false);
  });
});
