import { z } from 'zod';
import { messages } from '../platform/messages';

/**
 * Popular phase codes and cost codes (spec sections 2, 3, 5, 9): the list rules of the
 * company settings widget, reused by projects for their own lists.
 */

export const CODE_ID_MAX = 9_999_999_999;
export const CODE_KINDS = ['phase', 'cost'] as const;
export type CodeKind = (typeof CODE_KINDS)[number];

export const codeEntrySchema = z.object({
  id: z.number().int().min(1).max(CODE_ID_MAX),
  code: z.string().trim().min(1).max(50),
  name: z.string().trim().min(1).max(200),
});
export type CodeEntry = z.infer<typeof codeEntrySchema>;

export const codeListSchema = z.array(codeEntrySchema).max(500);

/** A new entry's id: random, 1 to 9999999999, as the widget makes them. */
export function newCodeId(random: () => number = Math.random): number {
  return 1 + Math.floor(random() * CODE_ID_MAX);
}

export function bothRequiredMessage(kind: CodeKind): string {
  return kind === 'phase' ? messages.enterPhaseCodeAndName : messages.enterCostCodeAndName;
}

export function duplicateCodeMessage(kind: CodeKind, code: string): string {
  return `${kind === 'phase' ? 'Phase' : 'Cost'} code ${code} is already in the list.`;
}

export type CodeListResult = { ok: true; list: CodeEntry[] } | { ok: false; error: string };

/** Adds an entry at the end; both code and name are required, a code appears once. */
export function addCode(
  list: readonly CodeEntry[],
  entry: { code: string; name: string },
  kind: CodeKind,
  random: () => number = Math.random,
): CodeListResult {
  const code = entry.code.trim();
  const name = entry.name.trim();
  if (!code || !name) return { ok: false, error: bothRequiredMessage(kind) };
  if (list.some((e) => e.code.toLowerCase() === code.toLowerCase())) return { ok: false, error: duplicateCodeMessage(kind, code) };
  let id = newCodeId(random);
  while (list.some((e) => e.id === id)) id = newCodeId();
  return { ok: true, list: [...list, { id, code, name }] };
}

export function removeCode(list: readonly CodeEntry[], id: number): CodeEntry[] {
  return list.filter((e) => e.id !== id);
}

/** Moves the entry at `from` to position `to` (drag and drop, or the up/down buttons). */
export function moveCode(list: readonly CodeEntry[], from: number, to: number): CodeEntry[] {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/** The first problem of a whole list as saved: a blank code or name, or a repeated code. */
export function checkCodeList(list: readonly { code: string; name: string }[], kind: CodeKind): string | null {
  const seen = new Set<string>();
  for (const e of list) {
    if (!e.code.trim() || !e.name.trim()) return bothRequiredMessage(kind);
    const key = e.code.trim().toLowerCase();
    if (seen.has(key)) return duplicateCodeMessage(kind, e.code.trim());
    seen.add(key);
  }
  return null;
}
