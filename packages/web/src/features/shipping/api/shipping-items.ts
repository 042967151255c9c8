import type { z } from 'zod';
import type { removeShippingDetailBody, removeShippingItemsBody, updateShippingDetailsBody } from '@jobsite/core';
import { useFormChange } from './form-change';

/** POST {id}/shipping_items/remove/: items off the form. */
export const useRemoveShippingItems = (id: number) => useFormChange<z.input<typeof removeShippingItemsBody>>(id, 'shipping_items/remove/');
/** POST {id}/update_shipping_details/: an item's quantity and its bins, replaced whole. */
export const useUpdateShippingDetails = (id: number) => useFormChange<z.input<typeof updateShippingDetailsBody>>(id, 'update_shipping_details/');
/** POST {id}/remove_shipping_detail/: one bin row of an item. */
export const useRemoveShippingDetail = (id: number) => useFormChange<z.input<typeof removeShippingDetailBody>>(id, 'remove_shipping_detail/');
