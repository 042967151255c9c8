import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReturnBody, ShippingForm } from '@jobsite/core';
import { shippingKeys } from '../../../components/shipping/api';
import { api } from '../../../lib/api-client';

/** POST {id}/create_return/: answers the NEW return form; the original now lists it. */
export function useCreateReturn(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReturnBody) => api<ShippingForm>(`ShippingForms/${id}/create_return/`, { method: 'POST', body }),
    onSuccess: (created) => {
      qc.setQueryData(shippingKeys.form(created.id), created);
      void qc.invalidateQueries({ queryKey: shippingKeys.form(id) });
      void qc.invalidateQueries({ queryKey: shippingKeys.lists });
    },
    meta: { handlesErrors: true },
  });
}
