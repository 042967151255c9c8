import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { ShippingForm } from '@jobsite/core';
import { SearchBox } from '../../../components/ListControls';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { useCcCandidates, useUpdateCc } from '../api/cc';
import { snackError, snackSuccess } from '../snackbar';

/** Add user to CC list: the company's users, searched by name or email; who is already copied is left out. */
export function AddCcUserDialog({ form, opened, onClose }: { form: ShippingForm; opened: boolean; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const candidates = useCcCandidates(form.id, debounced, opened);
  const update = useUpdateCc(form.id);
  const copied = new Set(form.cc_email.map((u) => u.id));
  const rows = (candidates.data ?? []).filter((u) => !copied.has(u.id));
  const close = () => {
    setSearch('');
    onClose();
  };
  return (
    <ResponsiveModal opened={opened} onClose={close} title="Add user to CC list" size="md">
      <Stack>
        <SearchBox label="Search users" placeholder="Name or email" value={search} onChange={setSearch} />
        {candidates.isPending ? (
          <Loader size="sm" aria-label="Loading users" />
        ) : candidates.isError ? (
          <Text size="sm" c="red.8">
            Users could not be loaded. Try again.
          </Text>
        ) : rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {debounced ? 'No user matches this search.' : 'Everyone of your company is copied already.'}
          </Text>
        ) : (
          <Stack gap={6} component="ul" aria-label="Users" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {rows.map((u) => (
              <Group component="li" key={u.id} justify="space-between" wrap="nowrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" truncate>
                    {u.name}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {u.email}
                  </Text>
                </div>
                <Button
                  size="xs"
                  variant="light"
                  aria-label={`Add ${u.name}`}
                  loading={update.isPending && update.variables?.add_user_id === u.id}
                  onClick={() => update.mutate({ add_user_id: u.id }, { onSuccess: () => snackSuccess(`${u.name} is copied`), onError: (e) => snackError(e) })}
                >
                  Add
                </Button>
              </Group>
            ))}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Done
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
