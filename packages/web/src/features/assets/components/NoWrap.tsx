import type { ReactNode } from 'react';

/**
 * A table cell's value that must not break (a request number, a date, a status badge): DataTable's
 * columns share the width, and without this a narrow column splits "TR-00003" at its hyphen or
 * cuts a badge to "BACK-ORD…".
 */
export function NoWrap({ children }: { children: ReactNode }) {
  return <span style={{ display: 'inline-block', whiteSpace: 'nowrap', minWidth: 'max-content' }}>{children}</span>;
}
