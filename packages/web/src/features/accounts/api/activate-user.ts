import { useMutation } from '@tanstack/react-query';
import type { SignedIn } from '@jobsite/core';
import { api } from '../../../lib/api-client';

/** POST accounts/{id}/activate_user/: verifies the email with the code of the link and signs in. */
export const activateUser = ({ userId, code }: { userId: string; code: string }) =>
  api<SignedIn>(`accounts/${encodeURIComponent(userId)}/activate_user/`, { method: 'POST', body: { email_verification_code: code } });

export const useActivateUser = () => useMutation({ mutationFn: activateUser, meta: { handlesErrors: true } });
