import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShippingForm } from '@jobsite/core';
import { shippingKeys } from '../../../components/shipping/api';
import { api } from '../../../lib/api-client';

/**
 * One change to a form: POST ShippingForms/{id}/{path} answers the whole form, which replaces
 * the cached one (no second GET); the lists refresh. Callers show errors (snackError).
 */
export function useFormChange<V>(id: number, path: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: V) => api<ShippingForm>(`ShippingForms/${id}/${path}`, { method: 'POST', body }),
    onSuccess: (form) => {
      qc.setQueryData(shippingKeys.form(id), form);
      void qc.invalidateQueries({ queryKey: shippingKeys.lists });
    },
    meta: { handlesErrors: true },
  });
}
