import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShippingForm } from '@jobsite/core';
import { shippingKeys } from '../../../components/shipping/api';
import { api } from '../../../lib/api-client';

/** GET {id}/get/: the whole form, with what the caller may do with it (abilities). */
export const shippingFormOptions = (id: number) =>
  queryOptions({ queryKey: shippingKeys.form(id), queryFn: ({ signal }) => api<ShippingForm>(`ShippingForms/${id}/get/`, { signal }) });

export const useShippingForm = (id: number) => useQuery({ ...shippingFormOptions(id), enabled: id > 0, meta: { handlesErrors: true } });
