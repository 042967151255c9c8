import { useMutation } from '@tanstack/react-query';
import type { LoginValidation, loginValidationBody } from '@jobsite/core';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** POST auth/LoginValidation/: which second login step this email needs (sends the two-way code). */
export const loginValidation = (body: z.input<typeof loginValidationBody>) => api<LoginValidation>('auth/LoginValidation/', { method: 'POST', body });

export const useLoginValidation = () => useMutation({ mutationFn: loginValidation, meta: { handlesErrors: true } });
