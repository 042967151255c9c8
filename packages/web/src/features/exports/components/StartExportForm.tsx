import { Button, Group, Select, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  ASSET_SERVICE_LABELS,
  type AssetService,
  type CreateExportInput,
  EXPORT_FORMATS,
  EXPORT_KIND_LABELS,
  exportCallerOf,
  type ExportFormat,
  type ExportKind,
  exportKindsFor,
  exportMessages,
  exportServicesFor,
} from '@jobsite/core';
import { ProjectSelect } from '../../../components/ProjectSelect';
import { showSuccessToast } from '../../../lib/handle-api-error';
import { useStoredAccount } from '../../../lib/session';
import { useStartExport } from '../api/exports';
import { localDay } from '../../../lib/dates';

const monthAgo = () => localDay(new Date(Date.now() - 30 * 86_400_000));


/** The kinds a user starts from here with their one or two needed filters; each list's own Export menu starts it with all of that list's filters. */
function body(kind: ExportKind, format: ExportFormat, projectId: number | null, from: string, to: string, service: AssetService | null): CreateExportInput | null {
  switch (kind) {
    case 'bom':
      return projectId ? { kind, params: { project_id: projectId, format } } : null;
    case 'tool_charges':
      return from && to && service ? { kind, params: { from, to, format, service } } : null;
    case 'export_asset_list_wrapper':
      return service ? { kind, params: { service, format } } : null;
    case 'orders':
      // no statuses: every status (orderExportQuerySchema); 0 days: all time
      return { kind, params: { format, date_limit: 0 } };
    default:
      return { kind, params: { format } } as CreateExportInput;
  }
}

/**
 * Start a background export: what, which format, and the filter the kind cannot do without.
 * Only the kinds (and services) the company's kind, services and the user's group allow are
 * offered, by the rule the server refuses the others with.
 */
export function StartExportForm() {
  // the signed-in frame renders this page only with a stored account; the server reads its caller by the same function
  const account = useStoredAccount();
  const caller = account ? exportCallerOf(account) : null;
  const kinds = caller ? exportKindsFor(caller) : [];
  const [chosenKind, setKind] = useState<ExportKind>('orders');
  const kind = kinds.includes(chosenKind) ? chosenKind : (kinds[0] ?? 'orders');
  const services = caller ? exportServicesFor(kind, caller) : [];
  const [chosenService, setService] = useState<AssetService | null>(null);
  const service = chosenService && services.includes(chosenService) ? chosenService : (services[0] ?? null);
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [projectId, setProjectId] = useState<string | null>(null);
  const [from, setFrom] = useState(monthAgo);
  const [to, setTo] = useState(() => localDay());
  const start = useStartExport();
  const payload = body(kind, format, projectId ? Number(projectId) : null, from, to, service);
  return (
    <Group align="flex-end" wrap="wrap" gap="sm">
      <Select label="Export" data={kinds.map((value) => ({ value, label: EXPORT_KIND_LABELS[value] }))} value={kind} onChange={(v) => v && setKind(v as ExportKind)} allowDeselect={false} w={{ base: '100%', sm: 220 }} />
      {services.length > 0 && (
        <Select
          label="Service"
          data={services.map((value) => ({ value, label: ASSET_SERVICE_LABELS[value].title }))}
          value={service}
          onChange={(v) => v && setService(v as AssetService)}
          allowDeselect={false}
          w={{ base: '100%', sm: 150 }}
        />
      )}
      <Select label="Format" data={EXPORT_FORMATS.map((f) => ({ value: f, label: f.toUpperCase() }))} value={format} onChange={(v) => v && setFormat(v as ExportFormat)} allowDeselect={false} w={{ base: '100%', sm: 110 }} />
      {kind === 'bom' && <ProjectSelect value={projectId} onChange={setProjectId} />}
      {kind === 'tool_charges' && (
        <>
          <TextInput type="date" label="From" value={from} onChange={(e) => setFrom(e.currentTarget.value)} w={{ base: '100%', sm: 170 }} />
          <TextInput type="date" label="To" value={to} onChange={(e) => setTo(e.currentTarget.value)} w={{ base: '100%', sm: 170 }} />
        </>
      )}
      {kind === 'orders' && (
        <Text size="sm" c="dimmed">
          Every order, whatever its status or date. For some of them, filter the orders list and choose its Export.
        </Text>
      )}
      <Button disabled={!payload} loading={start.isPending} onClick={() => payload && start.mutate(payload, { onSuccess: () => showSuccessToast(exportMessages.queued) })}>
        Start export
      </Button>
    </Group>
  );
}
