import { Anchor, Badge, Button, Card, Progress, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { EXPORT_STATUS_LABELS, type ExportJob, type ExportStatus, exportDeleteRefusal, exportMessages, isFinishedExport } from '@jobsite/core';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { type DataColumn, DataTable, infiniteTable } from '../../../components/DataTable';
import { paths } from '../../../config/paths';
import { showSuccessToast } from '../../../lib/handle-api-error';
import { useStoredAccount } from '../../../lib/session';
import { useRealtimeEvents } from '../../../lib/use-realtime';
import { useDeleteExport } from '../api/delete-export';
import { exportKeys, exportsOptions } from '../api/exports';
import { StartExportForm } from '../components/StartExportForm';
import { localMoment } from '../../../lib/dates';

const COLORS: Record<ExportStatus, string> = { queued: 'gray', running: 'blue', done: 'green', failed: 'red' };

/**
 * What was exported (and, when it failed, why), its format, its status (with the progress while it
 * waits or runs), who started it and when, and how many rows the file holds.
 */
const columns: DataColumn<ExportJob>[] = [
  {
    key: 'export',
    header: 'Export',
    render: (job) => (
      <>
        {job.kind_display}
        {job.status === 'failed' && (
          <Text size="sm" c="red">
            {job.error ?? 'The export failed.'}
          </Text>
        )}
      </>
    ),
  },
  { key: 'format', header: 'Format', render: (job) => job.format.toUpperCase(), nowrap: true },
  {
    key: 'status',
    header: 'Status',
    nowrap: true,
    render: (job) => (
      <Stack gap={4} align="flex-start">
        <Badge variant="light" color={COLORS[job.status]}>
          {EXPORT_STATUS_LABELS[job.status]}
        </Badge>
        {!isFinishedExport(job.status) && (
          <>
            <Progress.Root w={140}>
              <Progress.Section value={job.percent} animated={job.status === 'running'} aria-label={`Progress of export #${job.id}`} />
            </Progress.Root>
            <Text size="xs" c="dimmed">
              {job.progress_total ? `${job.progress_done.toLocaleString('en-US')} of ${job.progress_total.toLocaleString('en-US')} rows` : 'Waiting to start'}
            </Text>
          </>
        )}
      </Stack>
    ),
  },
  { key: 'by', header: 'Started by', render: (job) => job.requested_by.name },
  { key: 'started', header: 'Started', render: (job) => localMoment(job.created_at), nowrap: true },
  { key: 'rows', header: 'Rows', render: (job) => (job.row_count !== null ? job.row_count.toLocaleString('en-US') : '—'), nowrap: true, align: 'right' },
];

/**
 * Exports (/exports): the company's background exports, newest first: queued, their progress,
 * then a download link (through the download-file screen) or what went wrong. It follows the
 * websocket's export events, and asks again every few seconds while one is still running. The
 * user deletes an export they started (one who manages the company settings, any), after asking.
 */
export function ExportsPage() {
  const qc = useQueryClient();
  const account = useStoredAccount();
  const companyId = account?.company.id;
  const remove = useDeleteExport();
  // the export asked about stays named while the dialog closes (its fade-out), so only `confirming` goes
  const [deleting, setDeleting] = useState<ExportJob | null>(null);
  const [confirming, setConfirming] = useState(false);
  // the rule DELETE exports/{id}/ refuses by: Delete only where it would be allowed
  const mayDelete = (job: ExportJob) =>
    Boolean(account) && exportDeleteRefusal({ status: job.status, startedByCaller: job.requested_by.id === account?.id, managesCompany: account?.permissions?.allow_manage_company === true }) === null;
  const query = useInfiniteQuery({
    ...exportsOptions(),
    refetchInterval: (q) => (q.state.data?.pages.some((p) => p.results.some((j) => !isFinishedExport(j.status))) ? 3000 : false),
  });
  useRealtimeEvents((e) => {
    if (e.type === 'export') void qc.invalidateQueries({ queryKey: exportKeys.all });
  });
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Exports
      </Title>
      <Text c="dimmed" maw={760}>
        Large exports run in the background: start one here or from a list's Export menu, and download the file here when it is ready. Download links expire after a while;
        come back to this page for a fresh one.
      </Text>
      <Card withBorder padding="md">
        <StartExportForm />
      </Card>
      <DataTable
        label="Exports"
        {...infiniteTable(query, 'Exports could not be loaded')}
        columns={columns}
        getRowId={(j) => j.id}
        rowActions={(job) => (
          <>
            {job.status === 'done' && job.download_url && (
              <Anchor component={Link} to={paths.downloadFile(job.download_url, job.id, companyId)} fw={600}>
                Download {job.file_name}
              </Anchor>
            )}
            {mayDelete(job) && (
              <Button size="xs" variant="subtle" color="red" onClick={() => (setDeleting(job), setConfirming(true))} aria-label={`Delete export #${job.id}`}>
                Delete
              </Button>
            )}
          </>
        )}
        empty="No exports yet. Choose what to export above and start it; it appears here with its progress."
      />
      <ConfirmDialog
        opened={confirming}
        title="Delete export"
        message={`Delete ${deleting?.file_name ?? `this ${deleting?.kind_display ?? ''} export`}? The file and its download link go for everyone in the company.`}
        confirmLabel="Delete"
        loading={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => (setConfirming(false), showSuccessToast(exportMessages.deleted)),
            onError: () => setConfirming(false),
          })
        }
      />
    </Stack>
  );
}
