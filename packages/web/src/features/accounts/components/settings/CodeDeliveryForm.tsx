import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Account, messages, needsPhoneForCodes } from '@jobsite/core';
import { handleApiError, showSuccessToast } from '../../../../lib/handle-api-error';
import { useThrottledCallback } from '../../../../lib/throttle';
import { useUpdateAccountSetting } from '../../api/update-account-setting';

type Method = Account['mfa_code_delivery_method'];

/** How two-way authentication codes reach the user: email or text message. */
export function CodeDeliveryForm({ account }: { account: Account }) {
  const update = useUpdateAccountSetting();
  // Field named `value` as in the call's payload, so the server's field error lands here.
  const form = useForm<{ value: Method }>({
    mode: 'controlled',
    initialValues: { value: account.mfa_code_delivery_method },
    validate: {
      value: (value) =>
        needsPhoneForCodes({ twoWayAuthenticationEnabled: account.company.two_way_authentication_enabled, deliveryMethod: value, phones: [account.work_phone, account.phone] })
          ? messages.enterPhone
          : null,
    },
  });
  const submit = useThrottledCallback(({ value }: { value: Method }) =>
    update.mutate(
      { action: 'mfa_code_delivery_method', value },
      {
        onSuccess: (saved) => {
          form.resetDirty({ value: saved.mfa_code_delivery_method });
          showSuccessToast('Code delivery method saved');
        },
        onError: (err) => handleApiError(err, { form }),
      },
    ),
  );
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        {!account.company.two_way_authentication_enabled && (
          <Text size="sm" c="dimmed">
            Your company does not ask for authentication codes at sign-in now; this choice applies when it does.
          </Text>
        )}
        <Radio.Group label="Send authentication codes by" {...form.getInputProps('value')}>
          <Group mt="xs">
            <Radio value="email" label="Email" />
            <Radio value="text" label="Text message" />
          </Group>
        </Radio.Group>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
            Save delivery method
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
