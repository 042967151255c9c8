import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './zod-messages';
import { changedUpcomingDateSchema, idParamsSchema, idSchema, queryIdSchema, earliestToday, isoDateSchema, isPastDateChange, latestUpcomingDay, NEED_BY_DATE_FAR, NEED_BY_DATE_PAST, needByDateSchema, upcomingDateSchema } from './api-shapes';

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

describe('earliestToday', () => {
  it('is the day still running at UTC-12: UTC today from noon UTC, yesterday before', () => {
    expect(earliestToday(new Date('2026-12-02T12:00:00Z'))).toBe('2026-12-02');
    expect(earliestToday(new Date('2026-12-02T23:59:00Z'))).toBe('2026-12-02');
    expect(earliestToday(new Date('2026-12-02T11:59:00Z'))).toBe('2026-12-01');
    // 6 PM in Calgary on 2 December is 3 December in UTC, and 2 December is still today there
    expect(earliestToday(new Date('2026-12-02T18:00:00-07:00'))).toBe('2026-12-02');
  });
});

describe('ids', () => {
  const messages = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((i) => i.message);

  it('says an id of 0, -1 or 1.5 must be a positive whole number, in a body, a query and a path', () => {
    for (const schema of [idSchema(), queryIdSchema(), idParamsSchema.shape.id]) {
      for (const value of [0, -1, 1.5, -1.5]) expect([value, messages(schema, value)]).toEqual([value, ['Ensure this value is a positive whole number.']]);
      expect(messages(schema, 7)).toBeUndefined();
      expect(messages(schema, 2147483648)).toEqual(['Ensure this value is less than or equal to 2147483647.']);
    }
    for (const text of ['0', '-1', '1.5']) expect([text, messages(queryIdSchema(), text)]).toEqual([text, ['Ensure this value is a positive whole number.']]);
    expect(queryIdSchema().parse('12')).toBe(12);
  });

  it('says what is no number that an integer is asked for, and what is missing that it is required', () => {
    expect(messages(idSchema(), 'x')).toEqual(['A valid integer is required.']);
    expect(messages(queryIdSchema(), 'x')).toEqual(['A valid integer is required.']);
    expect(messages(z.object({ id: idSchema() }), {})).toEqual(['This field is required.']);
  });
});

describe('upcomingDateSchema', () => {
  const date = upcomingDateSchema('The promised date cannot be in the past.', 'The promised date cannot be more than 5 years ahead.');
  /** The UTC day `days` from now; two days back is past everywhere, today is past nowhere. */
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const problem = (value: string) => date.safeParse(value).error?.issues.map((i) => i.message);

  it('takes today and later days', () => {
    for (const d of [day(0), day(1), day(400)]) expect([d, problem(d)]).toEqual([d, undefined]);
  });

  it('refuses a day already past everywhere with its own words, and what is no day as a date field does', () => {
    for (const d of ['1999-01-01', day(-2)]) expect([d, problem(d)]).toEqual([d, ['The promised date cannot be in the past.']]);
    expect(problem('soon')).toEqual(['Enter a date as YYYY-MM-DD.']);
    expect(problem('0001-01-01')).toEqual(['Enter a date from 1900 on.']);
    // a day that does not exist is told so alone, not also that it is past
    expect(problem('2026-02-30')).toEqual(['Enter a date as YYYY-MM-DD.']);
    expect(problem('2025-02-29')).toEqual(['Enter a date as YYYY-MM-DD.']);
  });

  it('refuses a day more than five years ahead with its own words, and takes the last day of the five years', () => {
    for (const d of ['9999-12-31', day(5 * 366 + 2)]) expect([d, problem(d)]).toEqual([d, ['The promised date cannot be more than 5 years ahead.']]);
    expect(problem(latestUpcomingDay())).toBeUndefined();
  });

  it('counts the five years from the latest today anywhere, a leap day on to the first of March', () => {
    expect(latestUpcomingDay(new Date('2026-12-02T12:00:00Z'))).toBe('2031-12-03');
    expect(latestUpcomingDay(new Date('2026-12-02T09:00:00Z'))).toBe('2031-12-02');
    expect(latestUpcomingDay(new Date('2028-02-29T00:00:00Z'))).toBe('2033-03-01');
  });
});

describe('a changed date for what is to come', () => {
  it('takes a day past (the server refuses a new one) but not one more than five years ahead', () => {
    const date = changedUpcomingDateSchema(NEED_BY_DATE_FAR);
    expect(date.safeParse('2001-01-01').success).toBe(true);
    expect(date.safeParse('9999-12-31').error?.issues.map((i) => i.message)).toEqual(['The need-by date cannot be more than 5 years ahead.']);
    expect(date.safeParse('soon').error?.issues.map((i) => i.message)).toEqual(['Enter a date as YYYY-MM-DD.']);
  });
});

describe('need-by dates', () => {
  it('refuses a new need-by day past with its words, and takes today', () => {
    expect(needByDateSchema().safeParse('1999-01-01').error?.issues.map((i) => i.message)).toEqual([NEED_BY_DATE_PAST]);
    expect(needByDateSchema().safeParse(earliestToday()).success).toBe(true);
  });

  it('refuses a change to a day past, never the stored day sent back unchanged, nor clearing it', () => {
    const today = '2026-12-02';
    expect(isPastDateChange('2026-12-01', null, today)).toBe(true);
    expect(isPastDateChange('2026-12-01', '2026-11-20', today)).toBe(true);
    expect(isPastDateChange('2026-11-20', '2026-11-20', today)).toBe(false);
    expect(isPastDateChange('2026-12-02', null, today)).toBe(false);
    expect(isPastDateChange(null, '2026-11-20', today)).toBe(false);
    expect(isPastDateChange(undefined, '2026-11-20', today)).toBe(false);
    expect(isPastDateChange('', '2026-11-20', today)).toBe(false);
  });
});
