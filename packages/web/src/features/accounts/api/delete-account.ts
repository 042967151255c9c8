import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DELETE accounts/{id}/: deactivates the account and ends its sessions. */
export const deleteAccount = (id: number) => api<void>(`accounts/${id}/`, { method: 'DELETE' });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
