import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiToken } from '@jobsite/core';
import { api } from '../../../lib/api-client';

export const revokeApiToken = (id: number) => api<ApiToken>(`api_tokens/${id}/revoke/`, { method: 'POST' });

export function useRevokeApiToken() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: revokeApiToken, onSuccess: () => qc.invalidateQueries({ queryKey: ['api-tokens'] }) });
}
