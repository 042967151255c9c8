import { Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AUTH_CODE_DEFAULT_LENGTH, type LoginValidation, loginBody, messages } from '@jobsite/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { paths } from '../../../config/paths';
import { handleApiError, showErrorToast } from '../../../lib/handle-api-error';
import { useThrottledCallback } from '../../../lib/throttle';
import { zodValidate } from '../../../lib/zod-form';
import { useLogin } from '../api/login';
import { useLoginValidation } from '../api/login-validation';
import { completeSignIn } from '../lib/complete-sign-in';
import { AuthCodeInput } from './AuthCodeInput';

/** Resend auth code timer (spec section 9). */
export const RESEND_SECONDS = 10;

const twoWayLoginBody = loginBody.extend({
  auth_code_from_user: z.string().min(1, messages.enterAuthCode).regex(/^\d+$/, messages.enterAuthCode),
});

interface Values {
  password: string;
  auth_code_from_user: string;
}

/** The second login step: the password, and the two-way code when the company asks for one. */
export function PasswordStep({ email, answer, onChangeEmail }: { email: string; answer: LoginValidation; onChangeEmail: () => void }) {
  const twoWay = answer.action === 'two_way_auth';
  const codeLength = answer.auth_code_length ?? AUTH_CODE_DEFAULT_LENGTH;
  const navigate = useNavigate();
  const login = useLogin();
  const resend = useLoginValidation();
  const [resendIn, setResendIn] = useState(twoWay ? RESEND_SECONDS : 0);

  const validate = zodValidate<Values, z.ZodType>(twoWay ? twoWayLoginBody : loginBody, (v) => ({
    email,
    password: v.password,
    ...(twoWay ? { auth_code_from_user: v.auth_code_from_user } : {}),
  }));
  const form = useForm<Values>({ mode: 'controlled', initialValues: { password: '', auth_code_from_user: '' } });

  useEffect(() => {
    if (resendIn <= 0) return;
    const timer = setTimeout(() => setResendIn((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [resendIn]);

  const submit = useThrottledCallback((values: Values) => {
    if (login.isPending) return;
    const errors = validate(values);
    form.setErrors(errors);
    if (Object.keys(errors).length) return;
    login.mutate(
      { email, password: values.password, ...(twoWay ? { auth_code_from_user: values.auth_code_from_user } : {}) },
      { onSuccess: (signedIn) => void navigate(completeSignIn(signedIn), { replace: true }), onError: (err) => handleApiError(err, { form }) },
    );
  });

  const onResend = useThrottledCallback(() => {
    setResendIn(RESEND_SECONDS);
    resend.mutate({ email }, { onError: () => showErrorToast(messages.resendFailed) });
  });

  const where = answer.delivery_method === 'text' ? 'by text message' : 'to your email';
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(form.getValues());
      }}
    >
      <Stack gap="md">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" truncate="end" title={email}>
            {email}
          </Text>
          <Anchor component="button" type="button" size="sm" onClick={onChangeEmail}>
            Change email
          </Anchor>
        </Group>
        <PasswordInput label="Password" autoComplete="current-password" autoFocus {...form.getInputProps('password')} />
        {twoWay && (
          <>
            <AuthCodeInput
              label="Authentication code"
              description={`We sent a ${codeLength}-digit code ${where}.`}
              length={codeLength}
              value={form.values.auth_code_from_user}
              error={form.errors.auth_code_from_user}
              onChange={(code) => form.setFieldValue('auth_code_from_user', code)}
              onComplete={(code) => submit({ ...form.getValues(), auth_code_from_user: code })}
            />
            <Group justify="flex-end">
              <Button variant="subtle" size="compact-sm" onClick={onResend} disabled={resendIn > 0}>
                {resendIn > 0 ? `Resend code (${resendIn}s)` : 'Resend code'}
              </Button>
            </Group>
          </>
        )}
        <Button type="submit" fullWidth loading={login.isPending}>
          Sign in
        </Button>
        <Anchor component={Link} to={paths.resetPassword(email)} size="sm" ta="center">
          Forgot password?
        </Anchor>
      </Stack>
    </form>
  );
}
