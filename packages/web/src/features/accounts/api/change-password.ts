import { useMutation } from '@tanstack/react-query';
import type { changePasswordBody, detailResponse } from '@jobsite/core';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** POST accounts/{id}/change_password/ {old_password, new_password}; ends the account's other sessions. */
export const changePassword = ({ id, body }: { id: number; body: z.input<typeof changePasswordBody> }) =>
  api<z.infer<typeof detailResponse>>(`accounts/${id}/change_password/`, { method: 'POST', body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword, meta: { handlesErrors: true } });
