import { Button, Group, MultiSelect, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { CONTACT_GROUP_SEARCH_MIN, type Contact, type ContactGroup } from '@jobsite/core';
import { type DataColumn, DataTable } from '../../../components/DataTable';
import { EditDialog } from '../../../components/EditDialog';
import { handleApiError } from '../../../lib/handle-api-error';
import { resources, usePagedList, useRemove, useSave } from '../api/resources';
import { ContactGroupDialog } from './ContactGroupDialog';
import { pagedTable } from './LoadMore';
import { useStoredAccount } from '../../../lib/session';

interface ContactValues {
  name: string;
  email: string;
  phone: string;
  work_phone: string;
  contact_groups: string[];
}
const emptyContact: ContactValues = { name: '', email: '', phone: '', work_phone: '', contact_groups: [] };

const groupColumns: DataColumn<ContactGroup>[] = [
  { key: 'name', header: 'Group', render: (g) => g.name },
  { key: 'supplier', header: 'Supplier', render: (g) => g.company_supplier?.name ?? '—' },
  { key: 'branch', header: 'Branch', render: (g) => g.company_supplier_branch?.name ?? '—' },
  { key: 'contacts', header: 'Contacts', render: (g) => g.contacts.map((c) => c.name).join(', ') },
];

/** Contact groups (delivery options on shipping forms) and the contacts in them. */
export function ContactsSection() {
  const systemType = useStoredAccount()?.company.system_type;
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
  const contactColumns: DataColumn<Contact>[] = [
    { key: 'name', header: 'Name', render: (c) => c.name },
    { key: 'email', header: 'Email', render: (c) => c.email },
    { key: 'phone', header: 'Phone', render: (c) => c.phone },
    { key: 'work_phone', header: 'Work phone', render: (c) => c.work_phone },
    { key: 'groups', header: 'Groups', render: (c) => c.contact_groups.map((id) => groupName.get(id) ?? `#${id}`).join(', ') },
  ];
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
      <DataTable
        label="Contact groups"
        {...pagedTable(groups)}
        columns={groupColumns}
        getRowId={(g) => g.id}
        rowActions={(g) => (
          <Group gap="xs" justify="flex-end" wrap="nowrap">
            <Button size="xs" variant="subtle" onClick={() => setEditingGroup(g)}>
              Edit
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={() => removeGroup.mutate(g.id)}>
              Delete
            </Button>
          </Group>
        )}
        empty={search ? 'No contact group matches.' : systemType === 'seller' ? 'No contact groups yet. Add contact group for each team your customers reach, such as a counter or your drivers.' : 'No contact groups yet. Add contact group for each crew or carrier that delivers; a shipping form picks one as its delivery option.'}
      />

      <Group justify="space-between" mt="lg">
        <Title order={3}>Contacts</Title>
        <Button onClick={() => openContact()}>Add contact</Button>
      </Group>
      <DataTable
        label="Contacts"
        {...pagedTable(contacts)}
        columns={contactColumns}
        getRowId={(c) => c.id}
        rowActions={(c) => (
          <Group gap="xs" justify="flex-end" wrap="nowrap">
            <Button size="xs" variant="subtle" onClick={() => openContact(c)}>
              Edit
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={() => removeContact.mutate(c.id)}>
              Delete
            </Button>
          </Group>
        )}
        empty="No contacts yet. Add contact for each person you order from or ship with, then put them in contact groups."
      />

      <ContactGroupDialog key={editingGroup?.id ?? 'new'} group={editingGroup} onClose={() => setEditingGroup(undefined)} />
      <EditDialog
        opened={editingContactId !== undefined}
        onClose={() => setEditingContactId(undefined)}
        title={editingContactId ? 'Edit contact' : 'New contact'}
        onSubmit={submitContact}
        saving={saveContact.isPending}
        saveLabel="Save contact"
      >
        <TextInput label="Name" required {...form.getInputProps('name')} />
        <TextInput label="Email" {...form.getInputProps('email')} />
        <TextInput label="Phone" {...form.getInputProps('phone')} />
        <TextInput label="Work phone" {...form.getInputProps('work_phone')} />
        <MultiSelect label="Contact groups" searchable data={allGroups.rows.map((g) => ({ value: String(g.id), label: g.name }))} {...form.getInputProps('contact_groups')} />
      </EditDialog>
    </Stack>
  );
}
