import type { PackagingItemInput } from '@jobsite/core';
import { useFormChange } from './form-change';

/** POST {id}/packaging_items/update/: a packaging line (no id: a new one). */
export const useSavePackagingItem = (id: number) => useFormChange<PackagingItemInput>(id, 'packaging_items/update/');
/** POST {id}/packaging_items/remove/. */
export const useRemovePackagingItem = (id: number) => useFormChange<{ id: number }>(id, 'packaging_items/remove/');
