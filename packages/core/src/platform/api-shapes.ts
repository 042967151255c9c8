import { z } from 'zod';
import { numberMessages } from './numbers';

/** The error shapes of the API (spec section 8, DRF conventions). */
export const detailErrorSchema = z.object({ detail: z.string() });
export const errorDialogSchema = z.object({
  trigger_error_dialog: z.literal(true),
  errors: z.array(z.object({ message: z.string(), action_url: z.string().optional() })),
});
export type ErrorDialogEntry = z.infer<typeof errorDialogSchema>['errors'][number];

/** The longest search text a list or search takes; the search boxes stop there too. */
export const SEARCH_TEXT_MAX_LENGTH = 200;

/** Every paged list answers {count, next, previous, results}. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}
export type Paged<T> = { count: number; next: string | null; previous: string | null; results: T[] };

/** Query parameters every list accepts. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(200).optional(),
});

export const DEFAULT_PAGE_SIZE = 25;

/** The largest id (a Postgres integer). */
export const MAX_ID = 2147483647;

/** What is not a number at all is 'A valid integer is required.'; a missing one falls to 'This field is required.'. */
const notAnId = (issue: { code: string; input?: unknown }) => (issue.code === 'invalid_type' && issue.input !== undefined && issue.input !== null ? numberMessages.notInteger : undefined);

/**
 * An id in a body: a positive whole number. 0, -1 or 1.5 is 'Ensure this value is a positive
 * whole number.', where zod's words said 'greater than or equal to 0' of 0 and 'A valid number
 * is required.' of 1.5.
 */
export const idSchema = () =>
  z
    .number({ error: notAnId })
    .int({ error: numberMessages.notId, abort: true })
    .positive({ error: numberMessages.notId, abort: true })
    .max(MAX_ID);

/** An id in a query or a path, read from its text, worded as idSchema. */
export const queryIdSchema = () =>
  z.coerce
    .number({ error: notAnId })
    .int({ error: numberMessages.notId, abort: true })
    .positive({ error: numberMessages.notId, abort: true })
    .max(MAX_ID);

/** A numeric id in a path: /things/{id}/ */
export const idParamsSchema = z.object({ id: queryIdSchema() });

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unavailable']),
  database_kind: z.enum(['pglite', 'postgres']),
  version: z.string(),
});

/** 409 to a write based on a stale copy: who changed the record since, and the record as it is now. */
export const staleWriteSchema = z.object({ detail: z.string(), changed_by: z.string(), current: z.unknown() });
export type StaleWrite = z.infer<typeof staleWriteSchema>;

/** The 409 message: says who changed the record and what to do. */
export const staleWriteMessage = (changedBy: string) => `This was changed by ${changedBy} since you loaded it. Reload to see the change, then try again.`;

/** The earliest day a date field takes: year 0000 matched YYYY-MM-DD and reached the database, which refused it. */
export const EARLIEST_DATE = '1900-01-01';
/**
 * A calendar day as YYYY-MM-DD (zod checks that the day exists), from 1900 on: every date field
 * of the API (need-by, expected return, shipping, invoice, rental dates, filters).
 */
export const isoDateSchema = (error = 'Enter a date as YYYY-MM-DD.') =>
  // the format's own check reports a text that is no day; this one only a day before 1900
  z.iso.date({ error }).refine((day) => !/^\d{4}-/.test(day) || day >= EARLIEST_DATE, 'Enter a date from 1900 on.');

/**
 * The earliest calendar day that is still today somewhere (UTC-12): a day before it has ended
 * everywhere. The server does not know the caller's time zone, and its own today is UTC's,
 * which in Calgary or Denver turns into tomorrow at 5 or 6 PM; refusing only days before this
 * one never refuses a supplier's today there, while 1999-01-01 or last week is refused. The web
 * checks the same dates against the browser's local day (localDay), before sending.
 */
export function earliestToday(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
}

/** Whether a day is before `today` (both YYYY-MM-DD, which compare as text). */
export const isPastDay = (day: string, today: string): boolean => day < today;

/** How far ahead a day set for what is to come may be (promised, need-by, expected return): 9999-12-31 is a slip, not a plan. */
export const UPCOMING_DATE_MAX_YEARS = 5;

/** The last day such a date may be: UPCOMING_DATE_MAX_YEARS after the latest today anywhere (UTC+14). */
export function latestUpcomingDay(now: Date = new Date()): string {
  const d = new Date(now.getTime() + 14 * 3_600_000);
  d.setUTCFullYear(d.getUTCFullYear() + UPCOMING_DATE_MAX_YEARS);
  return d.toISOString().slice(0, 10);
}

/** Whether a day is after `latest` (latestUpcomingDay; both YYYY-MM-DD). */
export const isTooFarAhead = (day: string, latest: string): boolean => day > latest;

/** The words for such a day: 'The promised date cannot be more than 5 years ahead.' */
export const tooFarAheadMessage = (what: string): string => `${what} cannot be more than ${UPCOMING_DATE_MAX_YEARS} years ahead.`;

/** Whether a text is a real calendar day from 1900 on (2026-02-30 is not): a date's later checks speak only of real days. */
export const isCalendarDay = (day: string): boolean => /^\d{4}-\d\d-\d\d$/.test(day) && day >= EARLIEST_DATE && !Number.isNaN(Date.parse(day)) && new Date(day).toISOString().slice(0, 10) === day;
const isDay = isCalendarDay;

/**
 * A date someone sets for what is to come (a promised or need-by date): a day, as isoDateSchema,
 * that is not in the past (`pastMessage` at the field), by earliestToday, nor more than
 * UPCOMING_DATE_MAX_YEARS ahead (`farMessage`), by latestUpcomingDay.
 */
export const upcomingDateSchema = (pastMessage: string, farMessage: string) =>
  // a text that is no day, or a day before 1900, has isoDateSchema's words alone
  isoDateSchema()
    .refine((day) => !isDay(day) || !isPastDay(day, earliestToday()), pastMessage)
    .refine((day) => !isDay(day) || !isTooFarAhead(day, latestUpcomingDay()), farMessage);

/** The need-by date's words when it is set to a day past: orders and their lines, quotes, warehouse requests, requisitions. */
export const NEED_BY_DATE_PAST = 'The need-by date cannot be in the past.';
/** The need-by date's words when it is set too far ahead. */
export const NEED_BY_DATE_FAR = tooFarAheadMessage('The need-by date');

/** A need-by date where it is first set (a new quote, warehouse request, requisition): today or later, within the years ahead. */
export const needByDateSchema = () => upcomingDateSchema(NEED_BY_DATE_PAST, NEED_BY_DATE_FAR);

/**
 * Such a date as a change sends it (an order's or a line's need-by date, a quote's, an item's
 * expected return): any day up to the years ahead (`farMessage`); a stored day since passed may
 * come back unchanged, and the server refuses a new one past (isPastDateChange).
 */
export const changedUpcomingDateSchema = (farMessage: string) => isoDateSchema().refine((day) => !isDay(day) || !isTooFarAhead(day, latestUpcomingDay()), farMessage);

/** The expected return date's words when it is set to a day past: a warehouse request, the items out on a job. */
export const EXPECTED_RETURN_DATE_PAST = 'The expected return date cannot be in the past.';
export const EXPECTED_RETURN_DATE_FAR = tooFarAheadMessage('The expected return date');

/** An expected return date where it is set anew (a warehouse request, a bulk date): today or later, as need-by dates. */
export const expectedReturnDateSchema = () => upcomingDateSchema(EXPECTED_RETURN_DATE_PAST, EXPECTED_RETURN_DATE_FAR);

/**
 * Whether a date being changed is refused as past: a day is set, it is not the one stored, and
 * it is before `today` (the server passes earliestToday(), the web the browser's local day). A
 * stored day that has since passed, sent back unchanged, never blocks the other changes.
 */
export function isPastDateChange(day: string | null | undefined, stored: string | null | undefined, today: string): boolean {
  return typeof day === 'string' && day !== '' && day !== (stored ?? '') && isPastDay(day, today);
}
