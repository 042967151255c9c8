import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShippingStatus } from '@jobsite/core';
import { shippingKeys } from '../../../components/shipping/api';
import { api } from '../../../lib/api-client';

/**
 * POST {id}/delete/ (a pending form goes; any other is canceled and the answer says so) or,
 * for staff, {id}/delete/staff/ (gone outright).
 */
export function useDeleteShippingForm(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ staff }: { staff: boolean }) => api<{ deleted: boolean; status?: ShippingStatus }>(`ShippingForms/${id}/delete/${staff ? 'staff/' : ''}`, { method: 'POST', body: {} }),
    onSuccess: (r) => {
      if (r.deleted) qc.removeQueries({ queryKey: shippingKeys.form(id) });
      else void qc.invalidateQueries({ queryKey: shippingKeys.form(id) });
      void qc.invalidateQueries({ queryKey: shippingKeys.lists });
    },
    meta: { handlesErrors: true },
  });
}
