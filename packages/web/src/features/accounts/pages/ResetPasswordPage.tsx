import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { messages, resetPasswordBody, startResetPasswordBody } from '@jobsite/core';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { handleApiError } from '../../../lib/handle-api-error';
import { useThrottledCallback } from '../../../lib/throttle';
import { zodValidate } from '../../../lib/zod-form';
import { useResetPassword } from '../api/reset-password';
import { useStartResetPassword } from '../api/start-reset-password';
import { AuthLayout } from '../components/AuthLayout';
import { completeSignIn } from '../lib/complete-sign-in';
import { PASSWORDS_DIFFER } from '../lib/passwords';


/** Reset-password screen (params email, email_verification_code): ask for the link, or set the new password. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const code = params.get('email_verification_code') ?? '';
  return code && email ? <NewPasswordForm email={email} code={code} /> : <StartResetForm initialEmail={email} />;
}

function StartResetForm({ initialEmail }: { initialEmail: string }) {
  const navigate = useNavigate();
  const start = useStartResetPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ mode: 'controlled', initialValues: { email: initialEmail }, validate: zodValidate(startResetPasswordBody) });
  const submit = useThrottledCallback((values: { email: string }) => {
    const email = values.email.trim().toLowerCase();
    start.mutate(
      { email },
      {
        onSuccess: () => setSentTo(email),
        // Spec section 8: a failed start goes home.
        onError: (err) => {
          handleApiError(err);
          void navigate(paths.root(), { replace: true });
        },
      },
    );
  });

  if (sentTo) {
    return (
      <AuthLayout title="Check your email">
        <Text size="sm">If an account exists for {sentTo}, we sent it a link to reset the password. The link is valid for a limited time.</Text>
        <Anchor component={Link} to={paths.login()} size="sm">
          Back to sign in
        </Anchor>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Reset your password" subtitle="We will email you a link to choose a new password.">
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <TextInput label="Email" type="email" autoComplete="username" autoFocus {...form.getInputProps('email')} />
          <Button type="submit" fullWidth loading={start.isPending}>
            Send reset link
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to={paths.login()} size="sm">
        Back to sign in
      </Anchor>
    </AuthLayout>
  );
}

interface NewPasswordValues {
  new_password: string;
  confirm_password: string;
}

function NewPasswordForm({ email, code }: { email: string; code: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [expired, setExpired] = useState(false);
  const validateBody = zodValidate<NewPasswordValues, typeof resetPasswordBody>(resetPasswordBody, (v) => ({ email, email_verification_code: code, new_password: v.new_password }));
  const form = useForm<NewPasswordValues>({
    mode: 'controlled',
    initialValues: { new_password: '', confirm_password: '' },
    validate: (values) => {
      const errors = validateBody(values);
      if (!errors.new_password && values.confirm_password !== values.new_password) errors.confirm_password = PASSWORDS_DIFFER;
      return errors;
    },
  });
  const submit = useThrottledCallback((values: NewPasswordValues) => {
    reset.mutate(
      { email, email_verification_code: code, new_password: values.new_password },
      {
        onSuccess: (signedIn) => void navigate(completeSignIn(signedIn), { replace: true }),
        onError: (err) => {
          const detail = err instanceof ApiError && err.body && typeof err.body === 'object' ? (err.body as { detail?: unknown }).detail : undefined;
          if (detail === messages.codeExpired) setExpired(true);
          else handleApiError(err, { form });
        },
      },
    );
  });

  if (expired) {
    return (
      <AuthLayout title="Reset your password">
        <Alert color="red" title={messages.codeExpired}>
          This password reset link has expired. Ask for a new link to choose your password.
        </Alert>
        <Button component={Link} to={paths.resetPassword(email)} replace>
          Send a new link
        </Button>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Choose a new password" subtitle={email}>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <PasswordInput label="New password" autoComplete="new-password" autoFocus description="At least 8 characters; not a common password." {...form.getInputProps('new_password')} />
          <PasswordInput label="Confirm new password" autoComplete="new-password" {...form.getInputProps('confirm_password')} />
          <Button type="submit" fullWidth loading={reset.isPending}>
            Save password and sign in
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
