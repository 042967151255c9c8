import { isPastDateChange, NEED_BY_DATE_PAST } from '@jobsite/core';

/**
 * The local calendar day of a moment (a Date or an ISO timestamp) as YYYY-MM-DD. The app shows
 * every calendar day in this form (need-by, promised and ship dates come from the API as
 * YYYY-MM-DD), so the day something was created or submitted reads the same way beside them.
 */
export function localDay(at: Date | string = new Date()): string {
  const d = typeof at === 'string' ? new Date(at) : at;
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * A moment in local time as its day (as localDay) and a 12-hour clock time to the minute:
 * "2026-11-26 6:38 PM". For history entries, deliveries and jobs, where the time of day matters.
 */
export function localMoment(at: Date | string): string {
  const d = typeof at === 'string' ? new Date(at) : at;
  const hours = d.getHours();
  return `${localDay(d)} ${hours % 12 || 12}:${String(d.getMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * What a date field for what is to come says before anything is sent: that a day set before
 * today (the browser's local day) is in the past (`message`: the need-by date's words unless
 * told, EXPECTED_RETURN_DATE_PAST for a return date), or null. A stored day that has since
 * passed, left as it is, says nothing (`stored`). The server refuses the same days, by a clock
 * that knows no time zone.
 */
export function pastDateProblem(day: string, stored: string | null = null, message: string = NEED_BY_DATE_PAST): string | null {
  return isPastDateChange(day, stored, localDay()) ? message : null;
}
