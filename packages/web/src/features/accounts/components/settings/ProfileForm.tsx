import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Account, updateAccountBody } from '@jobsite/core';
import type { ChangeEvent } from 'react';
import { handleApiError, showSuccessToast } from '../../../../lib/handle-api-error';
import { formatPhone } from '../../../../lib/phone';
import { useThrottledCallback } from '../../../../lib/throttle';
import { zodValidate } from '../../../../lib/zod-form';
import { useUpdateAccount } from '../../api/update-account';

interface ProfileValues {
  first_name: string;
  last_name: string;
  job_title: string;
  work_phone: string;
  phone: string;
}

/** Profile: names, job title and phones (USA and Canada numbers formatted as typed). */
export function ProfileForm({ account, country }: { account: Account; country?: string }) {
  const update = useUpdateAccount();
  const form = useForm<ProfileValues>({
    mode: 'controlled',
    initialValues: { first_name: account.first_name, last_name: account.last_name, job_title: account.job_title, work_phone: account.work_phone, phone: account.phone },
    validate: zodValidate(updateAccountBody),
  });
  const submit = useThrottledCallback((values: ProfileValues) =>
    update.mutate(
      { id: account.id, body: values },
      {
        onSuccess: (saved) => {
          form.resetDirty({ first_name: saved.first_name, last_name: saved.last_name, job_title: saved.job_title, work_phone: saved.work_phone, phone: saved.phone });
          showSuccessToast('Profile saved');
        },
        onError: (err) => handleApiError(err, { form }),
      },
    ),
  );
  const phoneInput = (field: 'work_phone' | 'phone') => ({
    ...form.getInputProps(field),
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.setFieldValue(field, formatPhone(event.currentTarget.value, country)),
  });
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="First name" required autoComplete="given-name" {...form.getInputProps('first_name')} />
          <TextInput label="Last name" required autoComplete="family-name" {...form.getInputProps('last_name')} />
          <TextInput label="Job title" autoComplete="organization-title" {...form.getInputProps('job_title')} />
          <TextInput label="Email" value={account.email} readOnly description="Ask your administrator to change it." />
          <TextInput label="Work phone" type="tel" autoComplete="tel-national" {...phoneInput('work_phone')} />
          <TextInput label="Mobile phone" type="tel" autoComplete="tel" {...phoneInput('phone')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
            Save profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
