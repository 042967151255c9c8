import type { ReactNode } from 'react';

/**
 * Keeps one value on one line and whole inside a table cell that also holds text that should wrap
 * (a PO number above its supplier's name, each of a few status badges that may stack), so a crowded
 * table does not break it at a hyphen or shorten a badge to "SUBMIT…". A column whose whole value
 * keeps to one line (a date, an amount, a status badge) says `nowrap` on its DataColumn instead.
 */
export function OneLine({ children }: { children: ReactNode }) {
  return <span style={{ display: 'inline-block', whiteSpace: 'nowrap', minWidth: 'max-content' }}>{children}</span>;
}
