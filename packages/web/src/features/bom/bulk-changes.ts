import { type CartItem, packageCountProblem } from '@jobsite/core';
import type { CartActionBody } from './api/cart-action';

/**
 * The bodies of the bulk actions, sent for the selected lines whose value would change
 * only: when none would, nothing is sent (spec section 5, "updates are skipped when
 * nothing changed").
 */

export type Plan = { kind: 'error'; message: string } | { kind: 'unchanged' } | { kind: 'send'; body: CartActionBody };

export type TextField = 'comments' | 'wbs';
const current = (field: TextField, line: CartItem) => (field === 'comments' ? line.item_comments : line.wbs_code_1);

/** The value every line shares, or '' when they differ (what a bulk text dialog starts with). */
export const sharedText = (field: TextField, lines: readonly CartItem[]) => {
  const values = new Set(lines.map((l) => current(field, l)));
  return values.size === 1 ? [...values][0] : '';
};

export function planTextUpdate(field: TextField, lines: readonly CartItem[], value: string): Plan {
  const next = field === 'wbs' ? value.trim() : value;
  const ids = lines.filter((l) => current(field, l) !== next).map((l) => l.id);
  if (!ids.length) return { kind: 'unchanged' };
  return field === 'comments'
    ? { kind: 'send', body: { func: 'set_item_comments', id_list: ids, item_comments: next } }
    : { kind: 'send', body: { func: 'set_item_wbs_code_1', id_list: ids, wbs_code_1: next } };
}

export function planQuantity(lines: readonly CartItem[], value: number | string): Plan {
  const problem = packageCountProblem(value);
  if (problem) return { kind: 'error', message: problem };
  const n = Number(value);
  const ids = lines.filter((l) => l.package_count !== n).map((l) => l.id);
  return ids.length ? { kind: 'send', body: { func: 'bulk_set_cart_item_quantity', id_list: ids, value: n } } : { kind: 'unchanged' };
}

export function planSubstitute(lines: readonly CartItem[], allowed: boolean): Plan {
  const ids = lines.filter((l) => l.is_substitute_allowed !== allowed).map((l) => l.id);
  return ids.length ? { kind: 'send', body: { func: 'mark_is_substitute_allowed', id_list: ids, value: allowed } } : { kind: 'unchanged' };
}
