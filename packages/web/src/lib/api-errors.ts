import { type ErrorDialogEntry, messages } from '@jobsite/core';

/**
 * How a failed call is shown to the user (spec section 8), as a pure decision:
 * sign-in again, a toast, the error dialog, or field errors with their display lines.
 */
export type ErrorPresentation =
  | { kind: 'signin' }
  | { kind: 'toast'; message: string }
  | { kind: 'dialog'; errors: ErrorDialogEntry[] }
  | { kind: 'fields'; fields: Record<string, string[]>; lines: string[] };

const PARSED_STATUSES = new Set([400, 403, 404]);

/** Query parameters whose names say nothing to a person ('St: Ensure this field has no more than 200 characters.'). */
const KNOWN_LABELS: Record<string, string> = { st: 'Search', search_text: 'Search', search: 'Search' };

/** A field key as a label: 'popular_phase_codes.4.code' is 'Popular Phase Codes 5 Code' (the server's flat keys count list positions from 0, people from 1). */
export function humanizeField(key: string): string {
  if (KNOWN_LABELS[key]) return KNOWN_LABELS[key];
  return key
    .split(/[_.]/)
    .filter(Boolean)
    .map((w) => (/^\d+$/.test(w) ? String(Number(w) + 1) : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

/** 'Field: message' lines; non_field_errors plainly; list positions numbered from 1. */
export function fieldErrorLines(value: unknown, labels: Record<string, string> = {}, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix ? `${prefix}: ${value}` : value];
  if (Array.isArray(value)) {
    if (value.every((v) => typeof v === 'string')) return value.map((v) => (prefix ? `${prefix}: ${v}` : v));
    return value.flatMap((item, i) => fieldErrorLines(item, labels, `${prefix ? `${prefix} ` : ''}${i + 1}`));
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, v]) => {
      if (key === 'non_field_errors') return fieldErrorLines(v, labels, prefix);
      const label = labels[key] ?? humanizeField(key);
      return fieldErrorLines(v, labels, prefix ? `${prefix} ${label}` : label);
    });
  }
  return [];
}

export function presentError(status: number, body: unknown, labels?: Record<string, string>): ErrorPresentation {
  if (status === 0) return { kind: 'toast', message: messages.unknownError };
  const detail = body && typeof body === 'object' && 'detail' in body ? (body as { detail: unknown }).detail : undefined;
  if (detail === messages.authRequired) return { kind: 'signin' };

  if (PARSED_STATUSES.has(status) || detail !== undefined) {
    if (typeof body === 'string' && body.trim()) return { kind: 'toast', message: body };
    if (typeof detail === 'string') return { kind: 'toast', message: detail };
    if (body && typeof body === 'object') {
      const b = body as Record<string, unknown>;
      if (b.trigger_error_dialog && Array.isArray(b.errors)) return { kind: 'dialog', errors: b.errors as ErrorDialogEntry[] };
      const fields: Record<string, string[]> = {};
      for (const [k, v] of Object.entries(b)) {
        if (Array.isArray(v) && v.every((m) => typeof m === 'string')) fields[k] = v as string[];
      }
      const lines = fieldErrorLines(b, labels);
      if (lines.length) return { kind: 'fields', fields, lines };
    }
  }
  return { kind: 'toast', message: messages.unexpectedStatus };
}
