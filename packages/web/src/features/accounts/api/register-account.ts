import { useMutation } from '@tanstack/react-query';
import type { registerAccountBody, registerAccountResponse } from '@jobsite/core';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type RegisterAccountInput = z.input<typeof registerAccountBody>;
export type RegisteredAccount = z.infer<typeof registerAccountResponse>;

/** POST accounts/: registers a user in a company and mails the verification link. */
export const registerAccount = (body: RegisterAccountInput) => api<RegisteredAccount>('accounts/', { method: 'POST', body });

export const useRegisterAccount = () => useMutation({ mutationFn: registerAccount, meta: { handlesErrors: true } });
