import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type LoginValidation, loginValidationBody } from '@jobsite/core';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import { handleApiError } from '../../../lib/handle-api-error';
import { homeFor, storedAccount } from '../../../lib/session';
import { useThrottledCallback } from '../../../lib/throttle';
import { zodValidate } from '../../../lib/zod-form';
import { useLoginValidation } from '../api/login-validation';
import { browser } from '../lib/browser';
import { AuthLayout } from '../components/AuthLayout';
import { PasswordStep } from '../components/PasswordStep';

/**
 * Login in two steps (spec section 4): the email first; the server's answer picks the
 * second step: single sign-on, password and two-way code, or password alone.
 */
export function LoginPage() {
  // A signed-in user who opens /login goes home instead of signing in twice.
  const signedIn = storedAccount();
  const [validated, setValidated] = useState<{ email: string; answer: LoginValidation } | null>(null);
  const validation = useLoginValidation();
  const form = useForm({ mode: 'controlled', initialValues: { email: '' }, validate: zodValidate(loginValidationBody) });

  const submit = useThrottledCallback((values: { email: string }) => {
    const email = values.email.trim().toLowerCase();
    validation.mutate(
      { email },
      {
        onSuccess: (answer) => {
          if (answer.action === 'sso' && answer.url) browser.assign(answer.url);
          else setValidated({ email, answer });
        },
        onError: (err) => handleApiError(err, { form }),
      },
    );
  });

  if (signedIn) return <Navigate to={homeFor(signedIn)} replace />;
  if (validated) {
    return (
      <AuthLayout title="Sign in">
        <PasswordStep email={validated.email} answer={validated.answer} onChangeEmail={() => setValidated(null)} />
      </AuthLayout>
    );
  }

  const redirecting = validation.isSuccess && validation.data.action === 'sso';
  return (
    <AuthLayout title="Sign in" subtitle="Enter your work email to continue.">
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <TextInput label="Email" type="email" autoComplete="username" autoFocus {...form.getInputProps('email')} />
          <Button type="submit" fullWidth loading={validation.isPending || redirecting}>
            Next
          </Button>
        </Stack>
      </form>
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          New here?{' '}
          <Anchor component={Link} to={paths.register()}>
            Create an account
          </Anchor>
        </Text>
        <Anchor component={Link} to={paths.resetPassword(form.values.email.trim() || undefined)} size="sm">
          Forgot password?
        </Anchor>
      </Group>
    </AuthLayout>
  );
}
