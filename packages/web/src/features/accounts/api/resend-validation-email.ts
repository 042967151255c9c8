import { useMutation } from '@tanstack/react-query';
import type { detailResponse, resendValidationBody } from '@jobsite/core';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** POST accounts/resend_validation_email/ {user_email | user_id}: mails a new verification link. */
export const resendValidationEmail = (body: z.input<typeof resendValidationBody>) =>
  api<z.infer<typeof detailResponse>>('accounts/resend_validation_email/', { method: 'POST', body });

export const useResendValidationEmail = () => useMutation({ mutationFn: resendValidationEmail });
