import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bomKeys } from './keys';

export interface RentalDates {
  project_id: number;
  item_id: number;
  rental_start_date: string;
  rental_end_date: string;
}

/** POST ProjectRentalItemUpdate/: a rental line's start and end dates. */
export const updateRental = (body: RentalDates) => api<unknown>('ProjectRentalItemUpdate/', { method: 'POST', body });

export function useUpdateRental(projectId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateRental,
    meta: { handlesErrors: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: bomKeys.itemLists(projectId) }),
  });
}
