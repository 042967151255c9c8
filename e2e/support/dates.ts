/**
 * The local day `days` from today (YYYY-MM-DD, as a date input takes it; the browser runs on this
 * machine's clock): journeys give dates relative to today, so none starts failing once the
 * calendar passes a date, where a promised date before today is refused.
 */
export function daysFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
