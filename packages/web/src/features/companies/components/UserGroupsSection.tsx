import { Button, Checkbox, Group, Modal, Select, Stack, Table, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { GROUP_PERMISSION_LABELS, GROUP_PERMISSIONS, type UserGroup } from '@jobsite/core';
import { handleApiError } from '../../../lib/handle-api-error';
import { resources, usePagedList, useRemove, useSave } from '../api/resources';
import { LoadMore } from './LoadMore';
import { useSetMemberGroup } from '../api/user-groups';


interface Member {
  account_id: number;
  first_name: string;
  last_name: string;
  email: string;
  user_group_id: number | null;
}

/** User groups with their permissions, and which group each member is in. */
export function UserGroupsSection() {
  const groups = usePagedList<UserGroup>(resources.userGroups);
  const members = usePagedList<Member>(resources.members);
  const save = useSave<UserGroup>(resources.userGroups, { also: ['company-members'] });
  const remove = useRemove(resources.userGroups);
  const setGroup = useSetMemberGroup();
  const [draft, setDraft] = useState<{ id?: number; name: string; settings: Record<string, boolean> } | null>(null);

  const submit = () => {
    if (!draft) return;
    const { id, ...body } = draft;
    save.mutate({ id, body }, { onSuccess: () => setDraft(null), onError: (err) => handleApiError(err) });
  };
  const groupOptions = groups.rows.map((g) => ({ value: String(g.id), label: g.name }));

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>User groups</Title>
        <Button onClick={() => setDraft({ name: '', settings: {} })}>Add group</Button>
      </Group>
      <Table striped aria-label="User groups">
        <Table.Tbody>
          {groups.rows.map((g) => (
            <Table.Tr key={g.id}>
              <Table.Td>{g.name}</Table.Td>
              <Table.Td>{GROUP_PERMISSIONS.filter((p) => g.settings[p]).map((p) => GROUP_PERMISSION_LABELS[p]).join(', ')}</Table.Td>
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
      <LoadMore list={groups} />
      <Title order={4}>Members</Title>
      <Table aria-label="Members">
        <Table.Tbody>
          {members.rows.map((m) => (
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
      <LoadMore list={members} />
      <Modal opened={draft !== null} onClose={() => setDraft(null)} title={draft?.id ? 'Edit group' : 'New group'}>
        {draft && (
          <Stack>
            <TextInput label="Group name" required value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })} />
            {GROUP_PERMISSIONS.map((p) => (
              <Checkbox
                key={p}
                label={GROUP_PERMISSION_LABELS[p]}
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
