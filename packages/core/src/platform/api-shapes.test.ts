import { describe, expect, it } from 'vitest';
import { isoDateSchema } from './api-shapes';

describe('isoDateSchema', () => {
  const date = isoDateSchema();
  const problem = (value: unknown) => {
    const parsed = date.safeParse(value);
    return parsed.success ? null : parsed.error.issues.map((i) => i.message).join(' | ');
  };

  it('takes a real day as YYYY-MM-DD from 1900 on', () => {
    for (const day of ['1900-01-01', '2026-12-02', '2028-02-29', '9999-12-31']) expect([day, problem(day)]).toEqual([day, null]);
  });

  it('refuses a day that does not exist, another format, and years the database refuses or no job has', () => {
    for (const day of ['2026-02-30', '2026-13-01', '12/02/2026', '2026-12-2', '']) expect([day, problem(day)]).toEqual([day, 'Enter a date as YYYY-MM-DD.']);
    for (const day of ['0000-01-01', '0001-06-15', '1899-12-31']) expect([day, problem(day)]).toEqual([day, 'Enter a date from 1900 on.']);
  });

  it('says what the field asks for when given its own words', () => {
    expect(isoDateSchema('Please select a shipping date').safeParse('soon').error?.issues[0].message).toBe('Please select a shipping date');
  });
});
