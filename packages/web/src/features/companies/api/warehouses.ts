import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BinLocation, Paged, Warehouse } from '@jobsite/core';
import { api, apiUrl } from '../../../lib/api-client';

export const binsQuery = (warehouseId: number) =>
  queryOptions({
    queryKey: ['bins', warehouseId],
    queryFn: () => api<Paged<BinLocation>>(`warehouses/${warehouseId}/bins/`, { query: { page_size: 200 } }),
  });

export const warehouseQuery = (id: number) => queryOptions({ queryKey: ['warehouses', 'one', id], queryFn: () => api<Warehouse>(`warehouses/${id}/`) });

export const binQrUrl = (binId: number) => apiUrl(`bin_locations/${binId}/qr_code/`, { format: 'svg' });

export function useSaveBin(warehouseId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: { name: string; code: string } }) =>
      api<BinLocation>(id ? `bin_locations/${id}/` : `warehouses/${warehouseId}/bins/`, { method: id ? 'PUT' : 'POST', body }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['bins', warehouseId] });
      void qc.invalidateQueries({ queryKey: ['warehouses'] });
    },
    meta: { handlesErrors: true },
  });
}

export function useRemoveBin(warehouseId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`bin_locations/${id}/`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['bins', warehouseId] }),
  });
}

export function useSetDefaultWarehouse() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (warehouseId: number | null) => api<{ warehouse: Warehouse | null }>('default_warehouse/', { method: 'POST', body: { warehouse_id: warehouseId } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['warehouses'] }),
  });
}
