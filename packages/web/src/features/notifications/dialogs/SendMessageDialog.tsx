import { Button, Group, MultiSelect, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { ThrottledButton } from '../../../components/ThrottledButton';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';
import { useMessageUsers } from '../api/search-message-users';
import { useSendMessage } from '../api/send-message';
import { pickerMessage } from '../../../components/PickerMessage';

/** Message colleagues of the current company: each gets a notification, live. */
export function SendMessageDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const users = useMessageUsers(debounced.trim(), opened);
  const [known, setKnown] = useState<Record<string, string>>({});
  const send = useSendMessage();
  const form = useForm({
    initialValues: { user_ids: [] as string[], content: '' },
    validate: {
      user_ids: (v) => (v.length ? null : 'Please select at least one user.'),
      content: (v) => (v.trim() ? null : 'Please enter a message'),
    },
  });
  const options = Object.entries({
    ...known,
    ...Object.fromEntries((users.data ?? []).map((u) => [String(u.id), `${u.first_name} ${u.last_name} (${u.email})`])),
  }).map(([value, label]) => ({ value, label }));

  const submit = form.onSubmit((values) =>
    send.mutate(
      { user_ids: values.user_ids.map(Number), content: values.content },
      {
        onSuccess: (res) => {
          showSuccessToast(res.detail);
          form.reset();
          onClose();
        },
        onError: (err) => handleApiError(err, { form }),
      },
    ),
  );

  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Send a message" size="md">
      <form onSubmit={submit} noValidate>
        <Stack>
          <MultiSelect
            label="To"
            placeholder="Search colleagues"
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            data={options}
            filter={({ options: o }) => o}
            nothingFoundMessage={pickerMessage(users, 'Nobody found', 'People could not be searched', { searching: true })}
            {...form.getInputProps('user_ids')}
            onChange={(v) => {
              setKnown((k) => ({ ...k, ...Object.fromEntries(options.filter((o) => v.includes(o.value)).map((o) => [o.value, o.label])) }));
              form.setFieldValue('user_ids', v);
            }}
          />
          <Textarea label="Message" autosize minRows={3} maxLength={1000} {...form.getInputProps('content')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <ThrottledButton type="submit" loading={send.isPending}>
              Send
            </ThrottledButton>
          </Group>
        </Stack>
      </form>
    </ResponsiveModal>
  );
}
