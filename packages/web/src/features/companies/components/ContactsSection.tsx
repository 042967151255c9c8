import { Button, Group, Modal, MultiSelect, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { CONTACT_GROUP_SEARCH_MIN, type Contact, type ContactGroup } from '@jobsite/core';
import { handleApiError } from '../../../lib/handle-api-error';
import { resources, usePagedList, useRemove, useSave } from '../api/resources';
import { ContactGroupDialog } from './ContactGroupDialog';
import { LoadMore } from './LoadMore';

interface ContactValues {
  name: string;
  email: string;
  phone: string;
  work_phone: string;
  contact_groups: string[];
}
const emptyContact: ContactValues = { name: '', email: '', phone: '', work_phone: '', contact_groups: [] };

/** Contact groups (delivery options on shipping forms) and the contacts in them. */
export function ContactsSection() {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), 250);
  const search = debounced.length >= CONTACT_GROUP_SEARCH_MIN ? debounced : undefined;
  const groups = usePagedList<ContactGroup>(resources.contactGroups, { search });
  const allGroups = usePagedList<ContactGroup>(resources.contactGroups, { page_size: 200 });
  const contacts = usePagedList<Contact>(resources.contacts);
  const saveContact = useSave<Contact>(resources.contacts, { also: ['contact-groups'] });
  const removeContact = useRemove(resources.contacts);
  const removeGroup = useRemove(resources.contactGroups);
  const [editingGroup, setEditingGroup] = useState<ContactGroup | null | undefined>(undefined);
  const [editingContactId, setEditingContactId] = useState<number | null | undefined>(undefined);
  const form = useForm<ContactValues>({ initialValues: emptyContact });

  const groupName = new Map(allGroups.rows.map((g) => [g.id, g.name]));
  const openContact = (c?: Contact) => {
    form.setValues(c ? { name: c.name, email: c.email, phone: c.phone, work_phone: c.work_phone, contact_groups: c.contact_groups.map(String) } : emptyContact);
    form.clearErrors();
    setEditingContactId(c?.id ?? null);
  };
  const submitContact = form.onSubmit((v) =>
    saveContact.mutate(
      { id: editingContactId ?? undefined, body: { ...v, contact_groups: v.contact_groups.map(Number) } },
      { onSuccess: () => setEditingContactId(undefined), onError: (err) => handleApiError(err, { form }) },
    ),
  );
  const tooShort = text.trim().length > 0 && text.trim().length < CONTACT_GROUP_SEARCH_MIN;

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>Contact groups</Title>
        <Button onClick={() => setEditingGroup(null)}>Add contact group</Button>
      </Group>
      <TextInput label="Search contact groups" value={text} onChange={(e) => setText(e.currentTarget.value)} description={tooShort ? 'Type more than 3 characters to search.' : undefined} />
      <Table striped aria-label="Contact groups">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Group</Table.Th>
            <Table.Th>Supplier</Table.Th>
            <Table.Th>Branch</Table.Th>
            <Table.Th>Contacts</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.rows.map((g) => (
            <Table.Tr key={g.id}>
              <Table.Td>{g.name}</Table.Td>
              <Table.Td>{g.company_supplier?.name ?? '—'}</Table.Td>
              <Table.Td>{g.company_supplier_branch?.name ?? '—'}</Table.Td>
              <Table.Td>{g.contacts.map((c) => c.name).join(', ')}</Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <Button size="xs" variant="subtle" onClick={() => setEditingGroup(g)}>
                    Edit
                  </Button>
                  <Button size="xs" variant="subtle" color="red" onClick={() => removeGroup.mutate(g.id)}>
                    Delete
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <LoadMore list={groups} />
      {!groups.isPending && groups.count === 0 && <Text c="dimmed">{search ? 'No contact group matches.' : 'No contact groups yet.'}</Text>}

      <Group justify="space-between" mt="lg">
        <Title order={3}>Contacts</Title>
        <Button onClick={() => openContact()}>Add contact</Button>
      </Group>
      <Table striped aria-label="Contacts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Phone</Table.Th>
            <Table.Th>Work phone</Table.Th>
            <Table.Th>Groups</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {contacts.rows.map((c) => (
            <Table.Tr key={c.id}>
              <Table.Td>{c.name}</Table.Td>
              <Table.Td>{c.email}</Table.Td>
              <Table.Td>{c.phone}</Table.Td>
              <Table.Td>{c.work_phone}</Table.Td>
              <Table.Td>{c.contact_groups.map((id) => groupName.get(id) ?? `#${id}`).join(', ')}</Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <Button size="xs" variant="subtle" onClick={() => openContact(c)}>
                    Edit
                  </Button>
                  <Button size="xs" variant="subtle" color="red" onClick={() => removeContact.mutate(c.id)}>
                    Delete
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <LoadMore list={contacts} />
      {!contacts.isPending && contacts.count === 0 && <Text c="dimmed">No contacts yet.</Text>}

      <ContactGroupDialog key={editingGroup?.id ?? 'new'} group={editingGroup} onClose={() => setEditingGroup(undefined)} />
      <Modal opened={editingContactId !== undefined} onClose={() => setEditingContactId(undefined)} title={editingContactId ? 'Edit contact' : 'New contact'}>
        <form onSubmit={submitContact}>
          <Stack>
            <TextInput label="Name" required {...form.getInputProps('name')} />
            <TextInput label="Email" {...form.getInputProps('email')} />
            <TextInput label="Phone" {...form.getInputProps('phone')} />
            <TextInput label="Work phone" {...form.getInputProps('work_phone')} />
            <MultiSelect label="Contact groups" searchable data={allGroups.rows.map((g) => ({ value: String(g.id), label: g.name }))} {...form.getInputProps('contact_groups')} />
            <Group justify="flex-end">
              <Button type="submit" loading={saveContact.isPending}>
                Save contact
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
