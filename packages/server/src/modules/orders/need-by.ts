import { earliestToday, isPastDateChange, isPastDay, NEED_BY_DATE_PAST, orderMessages } from '@jobsite/core';
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

/**
 * Refuses to submit a draft whose need-by day, or a line's, went by while it waited (400 at
 * need_by_date, or at items for a line): the supplier is not sent a day already past.
 */
export function refuseSubmitPastNeedBy(orderDay: string | null, lineDays: (string | null)[]): void {
  const today = earliestToday();
  if (orderDay && isPastDay(orderDay, today)) throw fieldErrors({ need_by_date: NEED_BY_DATE_PAST });
  if (lineDays.some((d) => d !== null && isPastDay(d, today))) throw fieldErrors({ items: orderMessages.lineNeedByDatePast });
}
