import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCopy } from '@tabler/icons-react';
import { useId } from 'react';
import { createInternalUserBody, type UserGroup } from '@jobsite/core';
import { paths } from '../../../config/paths';
import { copyToClipboard } from '../../../lib/copy';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';
import { useThrottledCallback } from '../../../lib/throttle';
import { zodValidate } from '../../../lib/zod-form';
import { useCreateInternalUser } from '../api/create-internal-user';
import { resources, usePagedList } from '../api/resources';

interface NewUserValues {
  first_name: string;
  last_name: string;
  email: string;
  job_title: string;
  user_group_id: string | null;
}

const empty: NewUserValues = { first_name: '', last_name: '', email: '', job_title: '', user_group_id: null };
const toPayload = (v: NewUserValues) => ({ ...v, user_group_id: v.user_group_id ? Number(v.user_group_id) : null });

/**
 * Where the quick start's "Invite your team" leads: the company's join link (/register_one/{id}/,
 * whoever registers with it asks to join and waits below for approval) and adding a user directly
 * (create_internal_user: active at once, they get an email to set their password).
 */
export function InviteTeamSection({ companyId }: { companyId: number }) {
  const headingId = useId();
  const joinLink = `${window.location.origin}${paths.registerOne(companyId)}`;
  const groups = usePagedList<UserGroup>(resources.userGroups);
  const create = useCreateInternalUser();
  const form = useForm<NewUserValues>({ mode: 'controlled', initialValues: empty, validate: zodValidate(createInternalUserBody, toPayload) });
  const submit = useThrottledCallback((values: NewUserValues) => {
    if (create.isPending) return;
    create.mutate(createInternalUserBody.parse(toPayload(values)), {
      onSuccess: (u) => {
        showSuccessToast(`${u.first_name} ${u.last_name} was added. They get an email to set their password.`);
        form.reset();
      },
      onError: (err) => handleApiError(err, { form }),
    });
  });

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={3} id={headingId}>
        Invite your team
      </Title>
      <Text size="sm" c="dimmed">
        Send colleagues the join link: whoever registers with it asks to join and waits under Requests to join for approval (at once with a company email domain).
      </Text>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput label="Join link" value={joinLink} readOnly style={{ flex: 1, minWidth: 0 }} onFocus={(e) => e.currentTarget.select()} />
        <Button variant="light" leftSection={<IconCopy size={16} />} onClick={() => void copyToClipboard(joinLink, 'link')} aria-label="Copy join link">
          Copy
        </Button>
      </Group>
      <Title order={4} mt="sm">
        Add a user
      </Title>
      <Text size="sm" c="dimmed">
        They can work in the company at once and get an email to set their password.
      </Text>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="First name" required {...form.getInputProps('first_name')} />
            <TextInput label="Last name" required {...form.getInputProps('last_name')} />
            <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
            <TextInput label="Job title" {...form.getInputProps('job_title')} />
            <Select
              label="User group"
              placeholder="No user group"
              clearable
              data={groups.rows.map((g) => ({ value: String(g.id), label: g.name }))}
              {...form.getInputProps('user_group_id')}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={create.isPending}>
              Add user
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
