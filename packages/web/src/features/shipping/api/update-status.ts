import type { ShippingStatus } from '@jobsite/core';
import { useFormChange } from './form-change';

/** POST {id}/update_status/: any status but in transit and delivered (those are confirmed). */
export const useUpdateStatus = (id: number) => useFormChange<{ new_status: ShippingStatus }>(id, 'update_status/');
