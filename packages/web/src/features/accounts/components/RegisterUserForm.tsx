import { Box, Button, Group, PasswordInput, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { messages, mfaDeliveryMethods, needsPhoneForCodes, registerAccountBody } from '@jobsite/core';
import { useRef } from 'react';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';
import { formatPhone } from '../../../lib/phone';
import { useThrottledCallback } from '../../../lib/throttle';
import { zodValidate } from '../../../lib/zod-form';
import { type RegisteredAccount, useRegisterAccount } from '../api/register-account';

export interface RegisterUserValues {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  work_phone: string;
  mfa_code_delivery_method: (typeof mfaDeliveryMethods)[number];
  /** Honeypot: hidden from people, filled in by bots. */
  testfield: string;
}

const userFields = registerAccountBody.omit({ company: true });

interface RegisterUserFormProps {
  /**
   * The company to join, or a function that creates it first (company registration) and
   * answers its id with the founder token that makes this user its first, approved member.
   */
  company: number | (() => Promise<{ id: number; founder_token: string }>);
  /** Two-way authentication of the company: text delivery of codes then needs a phone. */
  twoWayAuthentication: boolean;
  submitLabel?: string;
  onBack?: () => void;
  onRegistered: (account: RegisteredAccount) => void;
}

const CREATING_TOAST = 'account-registration';

/** The user part of registration, shared by /register_one and the last step of /register_company. */
export function RegisterUserForm({ company, twoWayAuthentication, submitLabel = 'Create account', onBack, onRegistered }: RegisterUserFormProps) {
  const register = useRegisterAccount();
  const target = useRef<{ id: number; founder_token?: string } | null>(typeof company === 'number' ? { id: company } : null);
  const form = useForm<RegisterUserValues>({
    mode: 'controlled',
    initialValues: { first_name: '', last_name: '', email: '', password: '', work_phone: '', mfa_code_delivery_method: 'email', testfield: '' },
    validate: (values) => {
      const errors = zodValidate<RegisterUserValues, typeof userFields>(userFields)(values);
      if (needsPhoneForCodes({ twoWayAuthenticationEnabled: twoWayAuthentication, deliveryMethod: values.mfa_code_delivery_method, phones: [values.work_phone] })) {
        errors.work_phone ??= messages.enterPhone;
      }
      return errors;
    },
    transformValues: (values) => ({ ...values, email: values.email.trim().toLowerCase() }),
  });

  // Never rejects: every failure ends in handleApiError.
  const createAccount = async (values: RegisterUserValues) => {
    if (register.isPending) return;
    notifications.show({ id: CREATING_TOAST, message: messages.creatingAccount, loading: true, autoClose: false });
    try {
      // A company created on an earlier attempt is reused, never created twice.
      target.current ??= typeof company === 'number' ? { id: company } : await company();
      const account = await register.mutateAsync({ ...values, company: target.current.id, founder_token: target.current.founder_token, email_verification: true });
      notifications.hide(CREATING_TOAST);
      showSuccessToast(messages.accountCreated);
      onRegistered(account);
    } catch (err) {
      notifications.hide(CREATING_TOAST);
      handleApiError(err, { form });
    }
  };
  const submit = useThrottledCallback((values: RegisterUserValues) => void createAccount(values));

  const phoneProps = form.getInputProps('work_phone');
  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label="First name" autoComplete="given-name" required {...form.getInputProps('first_name')} />
          <TextInput label="Last name" autoComplete="family-name" required {...form.getInputProps('last_name')} />
        </SimpleGrid>
        <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <PasswordInput label="Password" autoComplete="new-password" required description="At least 8 characters; not a common password." {...form.getInputProps('password')} />
        <TextInput
          label="Work phone"
          type="tel"
          autoComplete="tel"
          {...phoneProps}
          onChange={(event) => form.setFieldValue('work_phone', formatPhone(event.currentTarget.value))}
        />
        <Radio.Group label="Send authentication codes by" {...form.getInputProps('mfa_code_delivery_method')}>
          <Group mt="xs">
            <Radio value="email" label="Email" />
            <Radio value="text" label="Text message" />
          </Group>
        </Radio.Group>
        {/* Honeypot: off-screen and out of the tab order, so only bots fill it. */}
        <Box aria-hidden="true" style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
          <label>
            Leave this field empty
            <input
              type="text"
              name="testfield"
              tabIndex={-1}
              autoComplete="off"
              value={form.values.testfield}
              onChange={(event) => form.setFieldValue('testfield', event.currentTarget.value)}
            />
          </label>
        </Box>
        <Group justify={onBack ? 'space-between' : 'flex-end'}>
          {onBack && (
            <Button variant="default" onClick={onBack}>
              Back
            </Button>
          )}
          <Button type="submit" loading={register.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
