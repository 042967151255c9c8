import { Button, Card, Loader, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { CONTACT_GROUP_SEARCH_MIN, contactGroupSearchTooShort, type ShippingForm } from '@jobsite/core';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { useContactGroupSearch } from '../api/search-contact-groups';
import { useUpdateShippingForm } from '../api/update-shipping-form';
import { snackError, snackSuccess } from '../snackbar';

/** The delivery option: the supplier contact group that carries the form, searched from more than 3 characters. */
export function DeliveryOptionDialog({ form, opened, onClose }: { form: ShippingForm; opened: boolean; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const groups = useContactGroupSearch(opened ? debounced : '');
  const save = useUpdateShippingForm(form.id);
  const close = () => {
    setSearch('');
    onClose();
  };
  const choose = (id: number) => {
    if (id === form.delivery_by_contact_group?.id) return close();
    save.mutate(
      { field_to_update: 'delivery_by_contact_group', delivery_by_contact_group_id: id },
      {
        onSuccess: (f) => {
          snackSuccess(`Delivery option: ${f.delivery_by_contact_group?.name ?? ''}`);
          close();
        },
        onError: (e) => snackError(e),
      },
    );
  };
  const rows = groups.data?.results ?? [];
  return (
    <ResponsiveModal opened={opened} onClose={close} title="Delivery option" size="md">
      <Stack>
        <TextInput
          label="Search supplier contact groups"
          placeholder="Group or supplier name"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          description={search.trim().length < CONTACT_GROUP_SEARCH_MIN ? contactGroupSearchTooShort : undefined}
          data-autofocus
        />
        {debounced.length < CONTACT_GROUP_SEARCH_MIN ? null : groups.isPending ? (
          <Loader size="sm" aria-label="Searching" />
        ) : groups.isError ? (
          <Text size="sm" c="red.8">
            Contact groups could not be searched. Try again.
          </Text>
        ) : rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            No contact group matches. Add supplier contact groups in company settings, under Contacts.
          </Text>
        ) : (
          <Stack gap={6} component="ul" aria-label="Contact groups" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {rows.map((g) => (
              <li key={g.id}>
                <UnstyledButton onClick={() => choose(g.id)} disabled={save.isPending} w="100%">
                  <Card withBorder padding="xs">
                    <Text size="sm" fw={600}>
                      {g.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {[g.company_supplier?.name, g.company_supplier_branch?.name].filter(Boolean).join(' · ') || 'No supplier named'}
                    </Text>
                  </Card>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        )}
        <Button variant="default" onClick={close} style={{ alignSelf: 'flex-end' }}>
          Cancel
        </Button>
      </Stack>
    </ResponsiveModal>
  );
}
