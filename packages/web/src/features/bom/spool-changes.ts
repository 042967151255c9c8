import type { CartActionBody } from './api/cart-action';

type UpdateSpoolBody = Extract<CartActionBody, { func: 'update_spool_items' }>;

export interface SpoolFields {
  spool_number: string;
  spool_tag: string;
  stack_layers: number;
}

/**
 * The update_spool_items call of the spool editor: the fields that changed, and the spool's
 * lines less the ones removed (the func takes the whole list). Null when nothing changed.
 */
export function planSpoolUpdate(spool: SpoolFields & { id: number }, lineIds: readonly number[], draft: SpoolFields, removed: ReadonlySet<number>): UpdateSpoolBody | null {
  const body: UpdateSpoolBody = { func: 'update_spool_items', spool_id: spool.id, item_id_list: lineIds.filter((id) => !removed.has(id)) };
  const number = draft.spool_number.trim();
  const tag = draft.spool_tag.trim();
  if (number !== spool.spool_number) body.spool_number = number;
  if (tag !== spool.spool_tag) body.spool_tag = tag;
  if (draft.stack_layers !== spool.stack_layers) body.stack_layers = draft.stack_layers;
  const changed = body.spool_number !== undefined || body.spool_tag !== undefined || body.stack_layers !== undefined || body.item_id_list.length !== lineIds.length;
  return changed ? body : null;
}

/** Adding lines to an existing spool: its lines and the new ones, each once (update_spool_items). */
export function addToSpool(spoolId: number, onSpool: readonly number[], adding: readonly number[]): UpdateSpoolBody {
  return { func: 'update_spool_items', spool_id: spoolId, item_id_list: [...new Set([...onSpool, ...adding])] };
}
