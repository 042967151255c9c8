import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemDetail } from '@jobsite/core';
import { api } from '../../../lib/api-client';

export const updateItemManufacturer = (itemId: number, manufacturerId: number) =>
  api<ItemDetail>(`Item/${itemId}/update_manufacturer/`, { method: 'POST', body: { manufacturer_id: manufacturerId } });

export function useUpdateItemManufacturer(itemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (manufacturerId: number) => updateItemManufacturer(itemId, manufacturerId),
    onSuccess: (detail) => {
      queryClient.setQueryData(['catalogue', 'item', itemId], detail);
      void queryClient.invalidateQueries({ queryKey: ['catalogue', 'search'] });
    },
  });
}
