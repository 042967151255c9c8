import { Badge, Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AuditOwnerType, AuditSummary } from '@jobsite/core';
import { auditsOptions, useToolAccess } from '../../../components/assets/api';
import { type DataColumn, DataTable, infiniteTable } from '../../../components/DataTable';
import { formatQuantity } from '../../../lib/quantity';
import { useIdParam } from '../../../lib/use-id-param';
import { AuditDialog } from '../dialogs/AuditDialog';
import { NewAuditDialog } from '../dialogs/NewAuditDialog';

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
        // a new dialog for each opening: the page's owner is preselected once the caller's role is known
        key={creating ? 'open' : 'closed'}
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
