import type { ReactNode } from 'react';

/**
 * Keeps a table value on one line and whole (a date, a PO number, an amount, a status badge), so a
 * crowded table wraps its text columns (names, projects) instead of breaking "2026-12-17" at its
 * hyphen or shortening a badge to "SUBMIT…".
 */
export function OneLine({ children }: { children: ReactNode }) {
  return <span style={{ display: 'inline-block', whiteSpace: 'nowrap', minWidth: 'max-content' }}>{children}</span>;
}
