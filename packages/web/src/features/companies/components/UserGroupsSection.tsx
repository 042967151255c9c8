import { Button, Checkbox, Group, Modal, Select, Stack, Table, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { GROUP_PERMISSIONS, type UserGroup } from '@jobsite/core';
import { handleApiError } from '../../../lib/handle-api-error';
import { listQuery, resources, useRemove, useSave } from '../api/resources';
import { useSetMemberGroup } from '../api/user-groups';

const permissionLabels: Record<(typeof GROUP_PERMISSIONS)[number], string> = {
  allow_edit_all_tool_transfer: 'Allow edit all tool transfers (shipping forms)',
  hide_project_material: 'Hide the project material option',
  allow_edit_all_orders: 'Allow Edit All Orders (PO numbering)',
  allow_manage_users: 'Manage users and groups',
};

interface Member {
  account_id: number;
  first_name: string;
  last_name: string;
  email: string;
  user_group_id: number | null;
}

/** User groups with their permissions, and which group each member is in. */
export function UserGroupsSection() {
  const groups = useQuery(listQuery<UserGroup>(resources.userGroups));
  const members = useQuery(listQuery<Member>(resources.members));
  const save = useSave<UserGroup>(resources.userGroups, { also: ['company-members'] });
  const remove = useRemove(resources.userGroups);
  const setGroup = useSetMemberGroup();
  const [draft, setDraft] = useState<{ id?: number; name: string; settings: Record<string, boolean> } | null>(null);

  const submit = () => {
    if (!draft) return;
    const { id, ...body } = draft;
    save.mutate({ id, body }, { onSuccess: () => setDraft(null), onError: (err) => handleApiError(err) });
  };
  const groupOptions = (groups.data?.results ?? []).map((g) => ({ value: String(g.id), label: g.name }));

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>User groups</Title>
        <Button onClick={() => setDraft({ name: '', settings: {} })}>Add group</Button>
      </Group>
      <Table striped aria-label="User groups">
        <Table.Tbody>
          {(groups.data?.results ?? []).map((g) => (
            <Table.Tr key={g.id}>
              <Table.Td>{g.name}</Table.Td>
              <Table.Td>{GROUP_PERMISSIONS.filter((p) => g.settings[p]).map((p) => permissionLabels[p]).join(', ')}</Table.Td>
              <Table.Td>{g.member_count} members</Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end">
                  <Button size="xs" variant="subtle" onClick={() => setDraft({ id: g.id, name: g.name, settings: g.settings })}>
                    Edit
                  </Button>
                  <Button size="xs" variant="subtle" color="red" onClick={() => remove.mutate(g.id)}>
                    Delete
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={4}>Members</Title>
      <Table aria-label="Members">
        <Table.Tbody>
          {(members.data?.results ?? []).map((m) => (
            <Table.Tr key={m.account_id}>
              <Table.Td>
                {m.first_name} {m.last_name}
              </Table.Td>
              <Table.Td>{m.email}</Table.Td>
              <Table.Td>
                <Select
                  aria-label={`Group of ${m.email}`}
                  placeholder="No group"
                  data={groupOptions}
                  value={m.user_group_id ? String(m.user_group_id) : null}
                  onChange={(v) => setGroup.mutate({ accountId: m.account_id, groupId: v ? Number(v) : null })}
                  clearable
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Modal opened={draft !== null} onClose={() => setDraft(null)} title={draft?.id ? 'Edit group' : 'New group'}>
        {draft && (
          <Stack>
            <TextInput label="Group name" required value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })} />
            {GROUP_PERMISSIONS.map((p) => (
              <Checkbox
                key={p}
                label={permissionLabels[p]}
                checked={draft.settings[p] === true}
                onChange={(e) => setDraft({ ...draft, settings: { ...draft.settings, [p]: e.currentTarget.checked } })}
              />
            ))}
            <Group justify="flex-end">
              <Button onClick={submit} loading={save.isPending}>
                Save group
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
