import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { showSuccessToast } from '../../../lib/handle-api-error';
import { useThrottledCallback } from '../../../lib/throttle';
import { useResendValidationEmail } from '../api/resend-validation-email';

/** "Check your email": the verification link is on its way, with a way to ask for another. */
export function VerificationStep({ email, userId }: { email?: string; userId?: number | string }) {
  const resend = useResendValidationEmail();
  const onResend = useThrottledCallback(() => {
    const body = userId !== undefined ? { user_id: Number(userId) } : { user_email: email };
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
      <Button variant="light" onClick={onResend} loading={resend.isPending}>
        Resend Validation Email
      </Button>
    </Stack>
  );
}
