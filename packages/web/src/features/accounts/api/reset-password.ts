import { useMutation } from '@tanstack/react-query';
import type { resetPasswordBody, SignedIn } from '@jobsite/core';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** POST auth/resetpassword/ {email, email_verification_code, new_password}: sets the password and signs in. */
export const resetPassword = (body: z.input<typeof resetPasswordBody>) => api<SignedIn>('auth/resetpassword/', { method: 'POST', body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword, meta: { handlesErrors: true } });
