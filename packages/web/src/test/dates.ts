import { localDay } from '../lib/dates';

/**
 * The local day `days` from today (negative for a day past), as the date inputs take it: tests
 * give dates relative to today, so none of them starts failing once the calendar passes a date.
 */
export function daysFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return localDay(d);
}
