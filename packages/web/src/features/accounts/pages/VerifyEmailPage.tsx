import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { messages } from '@jobsite/core';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { handleApiError } from '../../../lib/handle-api-error';
import { logout } from '../../../lib/auth';
import { homeFor, storedAccount } from '../../../lib/session';
import { useActivateUser } from '../api/activate-user';
import { AuthLayout } from '../components/AuthLayout';
import { VerificationStep } from '../components/VerificationStep';
import { completeSignIn } from '../lib/complete-sign-in';

/**
 * /verifyemail?user_id=&email_verification_code=: the link of the verification mail
 * verifies the email and signs in. Without a code (an unverified user who just signed
 * in) it asks the user to open the mail, with a way to send another.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const userId = params.get('user_id') ?? '';
  const code = params.get('email_verification_code') ?? '';
  const navigate = useNavigate();
  const activate = useActivateUser();
  const [badLink, setBadLink] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // The code is single use: the effect must not send it twice (React runs effects twice in development).
    if (!userId || !code || started.current) return;
    started.current = true;
    activate.mutate(
      { userId, code },
      {
        onSuccess: (signedIn) => void navigate(completeSignIn(signedIn), { replace: true }),
        onError: (err) => {
          if (err instanceof ApiError && err.status === 400) setBadLink(true);
          else handleApiError(err);
        },
      },
    );
  }, [userId, code, activate, navigate]);

  const signedIn = storedAccount();
  const email = signedIn && String(signedIn.id) === userId ? signedIn.email : undefined;
  // signed in already: verified (nothing to send), or held here (a way out, as the join-pending screen has)
  const signedInAs = signedIn && (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Text size="sm" c="dimmed">
        Signed in as {signedIn.email}
      </Text>
      <Button variant="default" size="xs" onClick={() => void logout()}>
        Sign out
      </Button>
    </Group>
  );
  if (!code && signedIn?.email_validation_status) {
    return (
      <AuthLayout title="Your email is verified">
        <Stack gap="md">
          <Text size="sm">{signedIn.email} is verified; there is nothing to do here.</Text>
          <Button onClick={() => void navigate(homeFor(signedIn), { replace: true })}>Continue</Button>
          {signedInAs}
        </Stack>
      </AuthLayout>
    );
  }

  if (code && !badLink && !activate.isError) {
    return (
      <AuthLayout title="Verifying your email">
        <Stack align="center" gap="sm">
          <Loader aria-label="Verifying" />
          <Text size="sm">One moment while we verify your email address...</Text>
        </Stack>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Verify your email">
      {(badLink || activate.isError) && (
        <Alert color="red" title="This link is not valid">
          {messages.invalidVerificationLink}
        </Alert>
      )}
      <Stack gap="md">
        <VerificationStep email={email} userId={userId || undefined} />
        {signedInAs}
      </Stack>
    </AuthLayout>
  );
}
