import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemDetail } from '@jobsite/core';
import { api } from '../../../lib/api-client';

export const updateItemLink = (itemId: number, link: string) => api<ItemDetail>(`Item/${itemId}/update_link/`, { method: 'POST', body: { link } });

export function useUpdateItemLink(itemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (link: string) => updateItemLink(itemId, link),
    meta: { handlesErrors: true },
    onSuccess: (detail) => queryClient.setQueryData(['catalogue', 'item', itemId], detail),
  });
}
