import { Button, Group, PasswordInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { changePasswordBody } from '@jobsite/core';
import { handleApiError, showSuccessToast } from '../../../../lib/handle-api-error';
import { useThrottledCallback } from '../../../../lib/throttle';
import { zodValidate } from '../../../../lib/zod-form';
import { useChangePassword } from '../../api/change-password';
import { PASSWORDS_DIFFER } from '../../lib/passwords';

interface PasswordValues {
  old_password: string;
  new_password: string;
  confirm_password: string;
}

const validateBody = zodValidate<PasswordValues, typeof changePasswordBody>(changePasswordBody);

/** Change password; the server ends the account's other sessions. */
export function ChangePasswordForm({ accountId }: { accountId: number }) {
  const change = useChangePassword();
  const form = useForm<PasswordValues>({
    mode: 'controlled',
    initialValues: { old_password: '', new_password: '', confirm_password: '' },
    validate: (values) => {
      const errors = validateBody(values);
      if (!errors.new_password && values.confirm_password !== values.new_password) errors.confirm_password = PASSWORDS_DIFFER;
      return errors;
    },
  });
  const submit = useThrottledCallback((values: PasswordValues) =>
    change.mutate(
      { id: accountId, body: { old_password: values.old_password, new_password: values.new_password } },
      {
        onSuccess: (res) => {
          form.reset();
          showSuccessToast(res.detail);
        },
        onError: (err) => handleApiError(err, { form }),
      },
    ),
  );
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <PasswordInput label="Current password" autoComplete="current-password" {...form.getInputProps('old_password')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PasswordInput label="New password" autoComplete="new-password" description="At least 8 characters; not a common password." {...form.getInputProps('new_password')} />
          <PasswordInput label="Confirm new password" autoComplete="new-password" {...form.getInputProps('confirm_password')} />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          Changing your password signs you out everywhere else and revokes the API tokens you created.
        </Text>
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
