import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiTokenScope, CreatedApiToken } from '@jobsite/core';
import { api } from '../../../lib/api-client';

/** Creates an API token; the answer carries the key, the only time it is ever sent. */
export const createApiToken = ({ name, scope }: { name: string; scope: ApiTokenScope }) => api<CreatedApiToken>('api_tokens/', { method: 'POST', body: { name, scope } });

export function useCreateApiToken() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['api-tokens'] }),
    meta: { handlesErrors: true },
  });
}
