import { useMutation } from '@tanstack/react-query';
import type { loginBody, SignedIn } from '@jobsite/core';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** POST auth/login/: answers the account and its ExpiryDate, and sets the session cookie. */
export const login = (body: z.input<typeof loginBody>) => api<SignedIn>('auth/login/', { method: 'POST', body });

export const useLogin = () => useMutation({ mutationFn: login, meta: { handlesErrors: true } });
