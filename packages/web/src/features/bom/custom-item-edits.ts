import { type CartItem, cartMessages, CATALOGUE_UNITS, type CUSTOM_ITEM_EDIT_ACTIONS } from '@jobsite/core';
import type { CartActionBody } from './api/cart-action';

type Unit = (typeof CATALOGUE_UNITS)[number];
type EditBody = Extract<CartActionBody, { func: 'edit_custom_item' }>;

/** What the edit custom item dialog holds, named as the payload fields: a price of '' is no price. */
export interface CustomItemDraft {
  description: string;
  code: string;
  unit: Unit;
  unit_price: number | string;
  manufacturer_name: string;
}

export const customItemDraft = (line: CartItem): CustomItemDraft => ({
  description: line.description,
  code: line.base_item_code,
  unit: line.unit,
  unit_price: line.unit_price ?? '',
  manufacturer_name: line.manufacturer_name,
});

const priceOf = (v: number | string): number | null => (typeof v === 'number' ? v : v.trim() === '' ? null : Number(v));

/** The draft as core's customItemFieldsSchema reads it (the dialog validates with that schema). */
export const customItemFieldsOf = (draft: CustomItemDraft) => ({
  description: draft.description,
  code: draft.code,
  unit: draft.unit,
  unit_price: priceOf(draft.unit_price),
  manufacturer_name: draft.manufacturer_name,
});

/**
 * The edit_custom_item calls of a custom line's edit, one per field that changed (the func
 * takes one field); unchanged fields send nothing. An emptied description is refused here.
 */
export function planCustomItemEdits(line: CartItem, draft: CustomItemDraft): { kind: 'error'; field: 'description'; message: string } | { kind: 'send'; bodies: EditBody[] } {
  const description = draft.description.trim();
  if (!description) return { kind: 'error', field: 'description', message: cartMessages.customDescriptionRequired };
  const next: Record<(typeof CUSTOM_ITEM_EDIT_ACTIONS)[number], [string | number | null, string | number | null]> = {
    description: [description, line.description],
    code: [draft.code.trim(), line.base_item_code],
    unit: [draft.unit, line.unit],
    unit_price: [priceOf(draft.unit_price), line.unit_price],
    manufacturer_name: [draft.manufacturer_name.trim(), line.manufacturer_name],
  };
  const bodies = Object.entries(next)
    .filter(([, [value, was]]) => value !== was)
    .map(([action, [value]]) => ({ func: 'edit_custom_item', item_id: line.id, action, value }) as EditBody);
  return { kind: 'send', bodies };
}
