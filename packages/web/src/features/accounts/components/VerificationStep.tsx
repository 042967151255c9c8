import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { showSuccessToast } from '../../../lib/handle-api-error';
import { useThrottledCallback } from '../../../lib/throttle';
import { useResendValidationEmail } from '../api/resend-validation-email';

/**
 * "Check your email": the verification link is on its way, with a way to ask for another. Knowing
 * neither the account nor its email (a link without a valid user_id), it asks for the email.
 */
export function VerificationStep({ email, userId }: { email?: string; userId?: number | string }) {
  const resend = useResendValidationEmail();
  const id = userId !== undefined && /^\d+$/.test(String(userId)) ? Number(userId) : undefined;
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const askEmail = id === undefined && !email;
  const onResend = useThrottledCallback(() => {
    if (askEmail && !typed.trim()) return setTypedError('Enter the email you registered with.');
    const body = id !== undefined ? { user_id: id } : { user_email: email ?? typed.trim().toLowerCase() };
    resend.mutate(body, { onSuccess: (res) => showSuccessToast(res.detail) });
  });
  return (
    <Stack gap="md">
      <Alert color="blue" icon={<IconMailCheck />} title="Check your email">
        <Text size="sm">
          We sent a verification link{email ? ` to ${email}` : ''}. Open it to verify your email address and sign in.
        </Text>
      </Alert>
      <Text size="sm" c="dimmed">
        No mail after a few minutes? Look in your spam folder, or send a new link.
      </Text>
      {askEmail && <TextInput label="Email" type="email" autoComplete="email" value={typed} onChange={(e) => (setTyped(e.currentTarget.value), setTypedError(null))} error={typedError} />}
      <Button variant="light" onClick={onResend} loading={resend.isPending}>
        Resend Validation Email
      </Button>
    </Stack>
  );
}
