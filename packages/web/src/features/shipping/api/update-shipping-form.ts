import type { UpdateShippingFormBody } from '@jobsite/core';
import { useFormChange } from './form-change';

/** POST {id}/update/: one field at a time (field_to_update), or the date and address together. */
export const useUpdateShippingForm = (id: number) => useFormChange<UpdateShippingFormBody>(id, 'update/');
