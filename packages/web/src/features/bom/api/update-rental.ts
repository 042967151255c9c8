import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartActionResult } from '@jobsite/core';
import { api } from '../../../lib/api-client';
import { applyCartResult } from './cart-action';

export interface RentalDates {
  project_id: number;
  item_id: number;
  rental_start_date: string;
  rental_end_date: string;
}

/** POST ProjectRentalItemUpdate/: makes a line a rental with its start and end dates; answers the changed line. */
export const updateRental = (body: RentalDates) => api<CartActionResult>('ProjectRentalItemUpdate/', { method: 'POST', body });

export function useUpdateRental(projectId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateRental,
    meta: { handlesErrors: true },
    onSuccess: (result) => applyCartResult(qc, projectId, result),
  });
}
