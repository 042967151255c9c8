import { useMutation } from '@tanstack/react-query';
import type { BomImport } from '@jobsite/core';
import { api } from '../../../lib/api-client';

/** POST projects/{id}/bom_import/{importId}/cancel/: the review is dropped, nothing is created. */
export const cancelBomImport = (input: { projectId: number; importId: number }) =>
  api<BomImport>(`projects/${input.projectId}/bom_import/${input.importId}/cancel/`, { method: 'POST' });

export const useCancelBomImport = () => useMutation({ mutationFn: cancelBomImport, meta: { handlesErrors: true } });
