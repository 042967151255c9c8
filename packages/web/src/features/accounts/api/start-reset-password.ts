import { useMutation } from '@tanstack/react-query';
import type { detailResponse, startResetPasswordBody } from '@jobsite/core';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** POST auth/startresetpassword/ {email}: mails a reset link. */
export const startResetPassword = (body: z.input<typeof startResetPasswordBody>) =>
  api<z.infer<typeof detailResponse>>('auth/startresetpassword/', { method: 'POST', body });

export const useStartResetPassword = () => useMutation({ mutationFn: startResetPassword, meta: { handlesErrors: true } });
