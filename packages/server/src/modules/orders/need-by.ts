import { earliestToday, isPastDateChange, NEED_BY_DATE_PAST } from '@jobsite/core';
import { fieldErrors } from '../../platform/errors';

/**
 * Refuses (400 at need_by_date) a change that sets a need-by date to a day past everywhere (core
 * isPastDateChange, by earliestToday): a draft order, one of its lines, a quote being edited. The
 * day stored, sent back unchanged after it passed, goes through, so it never blocks the other
 * changes. The services call it once the caller may make the change at all.
 */
export function refusePastNeedBy(day: string | null | undefined, stored: string | null): void {
  if (isPastDateChange(day, stored, earliestToday())) throw fieldErrors({ need_by_date: NEED_BY_DATE_PAST });
}
