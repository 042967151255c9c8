import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectOwner } from '@jobsite/core';
import { api } from '../../../lib/api-client';
import { projectKeys } from './keys';

export interface OwnerChange {
  projectId: number;
  ownerId: number;
  applyToAllChild?: boolean;
}
type OwnersAnswer = { detail: string; owners: ProjectOwner[] };

/** POST projects/{id}/add_owner/ or remove_owner/ */
export const changeOwner = (kind: 'add_owner' | 'remove_owner', c: OwnerChange) =>
  api<OwnersAnswer>(`projects/${c.projectId}/${kind}/`, { method: 'POST', body: { owner_id: c.ownerId, apply_to_all_child: c.applyToAllChild ?? false } });

/** Adds or removes an owner; the detail ("Owner added!", "Removed from project") is the toast. */
export function useChangeOwner(kind: 'add_owner' | 'remove_owner') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (c: OwnerChange) => changeOwner(kind, c),
    onSuccess: (_answer, c) => qc.invalidateQueries({ queryKey: projectKeys.all, refetchType: 'active' }).then(() => qc.invalidateQueries({ queryKey: projectKeys.detail(c.projectId) })),
  });
}
