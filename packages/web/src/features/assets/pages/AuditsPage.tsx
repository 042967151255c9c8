import { Badge, Button, Group, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { type AuditDetail, assetMessages, type AuditOwnerType, type AuditSummary } from '@jobsite/core';
import { auditsOptions, useAssetMutation, useToolAccess, useWarehousesOfType } from '../../../components/assets/api';
import { DialogActions } from '../../../components/DialogActions';
import { type DataColumn, DataTable, infiniteTable } from '../../../components/DataTable';
import { ProjectSelect } from '../../../components/ProjectSelect';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { api } from '../../../lib/api-client';
import { handleApiError } from '../../../lib/handle-api-error';
import { formatQuantity } from '../../../lib/quantity';
import { useIdParam } from '../../../lib/use-id-param';
import { AuditDialog } from '../dialogs/AuditDialog';
import { pickerMessage } from '../../../components/PickerMessage';

/** A new audit; `crew` (the warehouse role) may count a warehouse, everyone else what is out on a project (the server says the same). */
function NewAuditDialog({ opened, ownerType, ownerId, crew, onClose, onCreated }: { opened: boolean; ownerType: AuditOwnerType; ownerId: number | null; crew: boolean; onClose: () => void; onCreated: (id: number) => void }) {
  const [name, setName] = useState('');
  const [chosen, setType] = useState<AuditOwnerType>(ownerType);
  const type: AuditOwnerType = crew ? chosen : 'project';
  const [owner, setOwner] = useState<string | null>(ownerId ? String(ownerId) : null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const warehouses = useWarehousesOfType('Tools', opened && type === 'warehouse');
  const pickOwner = (v: string | null) => {
    setOwner(v);
    setErrors((x) => ({ ...x, owner_id: '' }));
  };
  const create = useAssetMutation((body: object) => api<AuditDetail>('asset_audits/', { method: 'POST', body }));
  const submit = () => {
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = assetMessages.auditName;
    if (!owner) found.owner_id = type === 'warehouse' ? assetMessages.selectWarehouse : assetMessages.needProject;
    setErrors(found);
    if (Object.keys(found).length) return;
    create.mutate(
      { name: name.trim(), owner_type: type, owner_id: Number(owner), service: 'tool' },
      {
        onSuccess: (a) => {
          setName('');
          onCreated(a.id);
        },
        onError: (e) => handleApiError(e, { form: { values: { name, owner_id: owner }, setFieldError: (f, m) => setErrors((x) => ({ ...x, [f]: m })) } }),
      },
    );
  };
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="New audit" size="sm">
      <Stack>
        <TextInput label="Name" placeholder="Crib count, March" value={name} onChange={(e) => {
            setName(e.currentTarget.value);
            setErrors((x) => ({ ...x, name: '' }));
          }}
          error={errors.name || null}
          data-autofocus
        />
        {crew ? (
        <SegmentedControl
          value={type}
          onChange={(v) => {
            setType(v as AuditOwnerType);
            setOwner(null);
          }}
          data={[
            { value: 'warehouse', label: 'A warehouse' },
            { value: 'project', label: 'A project' },
          ]}
        />
        ) : (
          <Text size="sm" c="dimmed">
            Choose the project whose tools you count. Warehouse staff count the warehouses' shelves.
          </Text>
        )}
        {type === 'warehouse' ? (
          <Select
            label="Warehouse"
            searchable
            data={(warehouses.data?.results ?? []).map((w) => ({ value: String(w.id), label: w.name }))}
            nothingFoundMessage={pickerMessage(warehouses, 'No tool warehouse yet: add one in company settings.', 'Warehouses could not be loaded')}
            value={owner}
            onChange={pickOwner}
            error={errors.owner_id || null}
          />
        ) : (
          <ProjectSelect value={owner} onChange={pickOwner} error={errors.owner_id} />
        )}
        <DialogActions onCancel={onClose} onSave={submit} saving={create.isPending} saveLabel="Start audit" />
      </Stack>
    </ResponsiveModal>
  );
}

const auditColumns: DataColumn<AuditSummary>[] = [
  { key: 'name', header: 'Audit', render: (a) => a.name },
  {
    key: 'status',
    header: 'Status',
    render: (a) => (
      <Badge color={a.status === 'open' ? 'blue' : 'gray'} variant="light">
        {a.status === 'open' ? 'Open' : 'Closed'}
      </Badge>
    ),
    nowrap: true,
  },
  { key: 'owner', header: 'Where', render: (a) => `${a.owner_type === 'warehouse' ? 'Warehouse' : 'Project'} ${a.owner.name}` },
  { key: 'created_by', header: 'Started by', render: (a) => a.created_by.name },
  { key: 'created_at', header: 'Started', render: (a) => a.created_at.slice(0, 10), nowrap: true },
  {
    key: 'result',
    header: 'Result',
    render: (a) =>
      `${formatQuantity(a.found_count)}/${formatQuantity(a.expected_count)} found${a.missing_count ? ` · ${formatQuantity(a.missing_count)} missing` : ''}${a.unexpected_count ? ` · ${formatQuantity(a.unexpected_count)} unexpected` : ''}`,
  },
];

/** Asset audits (/asset/audits?owner_id=&owner_type=): the audits of a warehouse or a project, new ones, and each result. */
export function AuditsPage() {
  const [params] = useSearchParams();
  const ownerId = Number(params.get('owner_id')) || null;
  const ownerType: AuditOwnerType = params.get('owner_type') === 'warehouse' ? 'warehouse' : ownerId ? 'project' : 'warehouse';
  const filter = ownerId ? { owner_type: ownerType, owner_id: ownerId } : {};
  const query = useInfiniteQuery(auditsOptions(filter));
  const [creating, setCreating] = useState(false);
  const [openId, setOpen] = useIdParam('audit_id');
  const crew = useToolAccess().data?.warehouse === true;
  // a warehouse's page offers a new audit to its crew only; elsewhere anyone may count a project
  const mayStart = crew || !(ownerId && ownerType === 'warehouse');
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Asset audits
        </Title>
        {mayStart && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            New audit
          </Button>
        )}
      </Group>
      <DataTable
        label="Asset audits"
        {...infiniteTable(query, 'Audits could not be loaded')}
        columns={auditColumns}
        getRowId={(a) => a.id}
        onRowClick={(a) => setOpen(a.id)}
        empty="No audits yet. Start one to count what is on a warehouse's shelves or out on a job: scan each item, and the audit lists what is missing."
      />
      <NewAuditDialog
        opened={creating}
        ownerType={ownerType}
        ownerId={crew || ownerType === 'project' ? ownerId : null}
        crew={crew}
        onClose={() => setCreating(false)}
        onCreated={(id) => {
          setCreating(false);
          setOpen(id);
        }}
      />
      <AuditDialog auditId={openId} crew={crew} onClose={() => setOpen(null)} />
    </Stack>
  );
}
