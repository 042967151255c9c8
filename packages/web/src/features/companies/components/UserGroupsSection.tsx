import { Alert, Badge, Button, Checkbox, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { deactivationReach, GROUP_PERMISSION_LABELS, GROUP_PERMISSIONS, GROUP_RESTRICTIONS, type GroupPermission, groupPermissionsFor, type UserGroup } from '@jobsite/core';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { type DataColumn, DataTable } from '../../../components/DataTable';
import { EditDialog } from '../../../components/EditDialog';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';
import { useStoredAccount } from '../../../lib/session';
import { resources, usePagedList, useRemove, useSave } from '../api/resources';
import { useRemindToVerify, useSetMemberActive, useSetMemberGroup } from '../api/user-groups';
import { pagedTable } from './LoadMore';

interface Member {
  account_id: number;
  first_name: string;
  last_name: string;
  email: string;
  user_group_id: number | null;
  is_active: boolean;
  email_validation_status: boolean;
  /** Support's account: support manages it, not this company's user managers (the server refuses them). */
  is_staff: boolean;
}

/**
 * The grants a group's draft takes away that no other group holds: once no group holds a grant,
 * every member of the company has it (decision record 012), which the dialog says before saving.
 */
export function grantsOpenedToAll(draft: { id?: number; settings: Record<string, boolean> }, groups: readonly UserGroup[]): GroupPermission[] {
  const before: Record<string, boolean> = groups.find((g) => g.id === draft.id)?.settings ?? {};
  return GROUP_PERMISSIONS.filter((p) => !GROUP_RESTRICTIONS.includes(p) && before[p] === true && draft.settings[p] !== true && !groups.some((g) => g.id !== draft.id && g.settings[p] === true));
}

/** What deactivating a member does, as the confirmation says it: in this company only, unless staff deactivate the account. */
function deactivationNotice(m: Member, companyName: string, reach: 'company' | 'account'): string {
  const who = `${m.first_name} ${m.last_name} (${m.email})`;
  return reach === 'company'
    ? `${who} is signed out of ${companyName} and cannot act for it until a user manager here activates them again. Other companies they belong to keep them. Their projects, orders and history stay.`
    : `${who} is signed out of every company and cannot sign in until activated again. Their projects, orders and history stay.`;
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
  const setActive = useSetMemberActive();
  const remind = useRemindToVerify();
  const account = useStoredAccount();
  const selfId = account?.id;
  const usable = groupPermissionsFor(account?.company.system_type ?? 'buyer');
  const companyName = account?.company.name ?? 'this company';
  const reach = deactivationReach(account?.is_staff ?? false);
  const [deactivating, setDeactivating] = useState<Member | null>(null);
  const [draft, setDraft] = useState<{ id?: number; name: string; settings: Record<string, boolean> } | null>(null);
  // the server's field errors (a name another group has), shown at their field until it is typed in again
  const [errors, setErrors] = useState<Record<string, string>>({});
  const openDraft = (next: typeof draft) => (setErrors({}), setDraft(next));

  const submit = () => {
    if (!draft) return;
    const { id, ...body } = draft;
    save.mutate({ id, body }, { onSuccess: () => setDraft(null), onError: (err) => handleApiError(err, { form: { values: draft, setFieldError: (f, e) => setErrors((prev) => ({ ...prev, [f]: e })) } }) });
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
    {
      key: 'status',
      header: 'Status',
      render: (m) =>
        !m.is_active ? (
          <Badge color="gray" variant="light">
            Deactivated in this company
          </Badge>
        ) : !m.email_validation_status ? (
          <Badge color="yellow" variant="light">
            Email not verified
          </Badge>
        ) : null,
    },
  ];
  const memberActions = (m: Member) => (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      {m.is_active && !m.email_validation_status && (
        <Button size="xs" variant="subtle" loading={remind.isPending && remind.variables?.[0] === m.account_id} onClick={() => remind.mutate([m.account_id], { onSuccess: (r) => showSuccessToast(r.detail), onError: (err) => handleApiError(err) })}>
          Send reminder
        </Button>
      )}
      {m.is_staff && !account?.is_staff ? (
        <Text size="xs" c="dimmed">
          Managed by support
        </Text>
      ) : (
        m.account_id !== selfId &&
        (m.is_active ? (
          <Button size="xs" variant="subtle" color="red" onClick={() => setDeactivating(m)}>
            Deactivate
          </Button>
        ) : (
          <Button
            size="xs"
            variant="subtle"
            loading={setActive.isPending && setActive.variables?.accountId === m.account_id}
            onClick={() =>
              setActive.mutate({ accountId: m.account_id, active: true }, { onSuccess: () => showSuccessToast(`${m.first_name} ${m.last_name} can act for ${companyName} again.`), onError: (err) => handleApiError(err) })
            }
          >
            Activate
          </Button>
        ))
      )}
    </Group>
  );
  const openedToAll = draft ? grantsOpenedToAll(draft, groups.rows) : [];

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>User groups</Title>
        <Button onClick={() => openDraft({ name: '', settings: {} })}>Add group</Button>
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
            <Button size="xs" variant="subtle" onClick={() => openDraft({ id: g.id, name: g.name, settings: g.settings })}>
              Edit
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={() => remove.mutate(g.id)}>
              Delete
            </Button>
          </>
        )}
      />
      <Title order={4}>Members</Title>
      <DataTable label="Members" hideHeader striped={false} {...pagedTable(members)} empty="No members yet." columns={memberColumns} getRowId={(m) => m.account_id} rowActions={memberActions} />
      <ConfirmDialog
        opened={deactivating !== null}
        title="Deactivate this member?"
        message={deactivating ? deactivationNotice(deactivating, companyName, reach) : ''}
        confirmLabel="Deactivate"
        loading={setActive.isPending}
        onClose={() => setDeactivating(null)}
        onConfirm={() =>
          deactivating &&
          setActive.mutate(
            { accountId: deactivating.account_id, active: false },
            {
              onSuccess: () => (showSuccessToast(`${deactivating.first_name} ${deactivating.last_name} is deactivated ${reach === 'company' ? `in ${companyName}` : 'in every company'}.`), setDeactivating(null)),
              onError: (err) => handleApiError(err),
            },
          )
        }
      />
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
            <TextInput
              label="Group name"
              required
              value={draft.name}
              error={errors.name}
              onChange={(e) => {
                setDraft({ ...draft, name: e.currentTarget.value });
                setErrors(({ name: _, ...rest }) => rest);
              }}
            />
            {usable.map((p) => (
              <Checkbox
                key={p}
                label={GROUP_PERMISSION_LABELS[p]}
                checked={draft.settings[p] === true}
                onChange={(e) => setDraft({ ...draft, settings: { ...draft.settings, [p]: e.currentTarget.checked } })}
              />
            ))}
            {openedToAll.length > 0 && (
              <Alert color="yellow" variant="light" title="Every member will have this">
                No other group holds {openedToAll.map((p) => GROUP_PERMISSION_LABELS[p]).join(', ')}. Once no group holds a permission, every member of the company has it. Give it to another group first to keep it to a few.
              </Alert>
            )}
          </>
        )}
      </EditDialog>
    </Stack>
  );
}
