import { Button, Checkbox, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { GROUP_PERMISSION_LABELS, GROUP_PERMISSIONS, type UserGroup } from '@jobsite/core';
import { type DataColumn, DataTable } from '../../../components/DataTable';
import { EditDialog } from '../../../components/EditDialog';
import { handleApiError } from '../../../lib/handle-api-error';
import { resources, usePagedList, useRemove, useSave } from '../api/resources';
import { useSetMemberGroup } from '../api/user-groups';
import { pagedTable } from './LoadMore';

interface Member {
  account_id: number;
  first_name: string;
  last_name: string;
  email: string;
  user_group_id: number | null;
}

const groupColumns: DataColumn<UserGroup>[] = [
  { key: 'name', header: 'Group', render: (g) => g.name },
  { key: 'permissions', header: 'Permissions', render: (g) => GROUP_PERMISSIONS.filter((p) => g.settings[p]).map((p) => GROUP_PERMISSION_LABELS[p]).join(', ') },
  { key: 'member_count', header: '', render: (g) => `${g.member_count} member${g.member_count === 1 ? '' : 's'}` },
];

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
  const memberColumns: DataColumn<Member>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (m) => (
        <>
          {m.first_name} {m.last_name}
        </>
      ),
    },
    { key: 'email', header: 'Email', render: (m) => m.email },
    {
      key: 'group',
      header: 'Group',
      render: (m) => (
        <Select
          aria-label={`Group of ${m.email}`}
          placeholder="No group"
          data={groupOptions}
          value={m.user_group_id ? String(m.user_group_id) : null}
          onChange={(v) => setGroup.mutate({ accountId: m.account_id, groupId: v ? Number(v) : null })}
          clearable
        />
      ),
    },
  ];

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>User groups</Title>
        <Button onClick={() => setDraft({ name: '', settings: {} })}>Add group</Button>
      </Group>
      <DataTable
        label="User groups"
        hideHeader
        {...pagedTable(groups)}
        empty="No user groups yet. Add group to set what its members see and may do."
        columns={groupColumns}
        getRowId={(g) => g.id}
        rowActions={(g) => (
          <>
            <Button size="xs" variant="subtle" onClick={() => setDraft({ id: g.id, name: g.name, settings: g.settings })}>
              Edit
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={() => remove.mutate(g.id)}>
              Delete
            </Button>
          </>
        )}
      />
      <Title order={4}>Members</Title>
      <DataTable label="Members" hideHeader striped={false} {...pagedTable(members)} empty="No members yet." columns={memberColumns} getRowId={(m) => m.account_id} />
      <EditDialog
        opened={draft !== null}
        onClose={() => setDraft(null)}
        title={draft?.id ? 'Edit group' : 'New group'}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        saving={save.isPending}
        saveLabel="Save group"
        noValidate
      >
        {draft && (
          <>
            <TextInput label="Group name" required value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })} />
            {GROUP_PERMISSIONS.map((p) => (
              <Checkbox
                key={p}
                label={GROUP_PERMISSION_LABELS[p]}
                checked={draft.settings[p] === true}
                onChange={(e) => setDraft({ ...draft, settings: { ...draft.settings, [p]: e.currentTarget.checked } })}
              />
            ))}
          </>
        )}
      </EditDialog>
    </Stack>
  );
}
