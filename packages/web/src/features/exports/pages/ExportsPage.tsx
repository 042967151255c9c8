import { Anchor, Badge, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EXPORT_STATUS_LABELS, type ExportJob, type ExportStatus, isFinishedExport } from '@jobsite/core';
import { LoadMoreList } from '../../../components/LoadMoreList';
import { paths } from '../../../config/paths';
import { storedAccount } from '../../../lib/session';
import { useRealtimeEvents } from '../../../lib/use-realtime';
import { exportKeys, exportsOptions } from '../api/exports';
import { StartExportForm } from '../components/StartExportForm';

const COLORS: Record<ExportStatus, string> = { queued: 'gray', running: 'blue', done: 'green', failed: 'red' };

function JobRow({ job, companyId }: { job: ExportJob; companyId: number | undefined }) {
  return (
    <Card withBorder padding="sm" aria-label={`${job.kind_display} export #${job.id}`} component="article">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Group gap="xs" wrap="nowrap">
            <Text fw={700} size="sm">
              {job.kind_display} ({job.format.toUpperCase()})
            </Text>
            <Badge variant="light" color={COLORS[job.status]}>
              {EXPORT_STATUS_LABELS[job.status]}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {job.requested_by.name} · {new Date(job.created_at).toLocaleString()}
            {job.row_count !== null ? ` · ${job.row_count.toLocaleString('en-US')} rows` : ''}
          </Text>
          {!isFinishedExport(job.status) && (
            <Stack gap={2} maw={360}>
              <Progress.Root>
                <Progress.Section value={job.percent} animated={job.status === 'running'} aria-label={`Progress of export #${job.id}`} />
              </Progress.Root>
              <Text size="xs" c="dimmed">
                {job.progress_total ? `${job.progress_done.toLocaleString('en-US')} of ${job.progress_total.toLocaleString('en-US')} rows` : 'Waiting to start'}
              </Text>
            </Stack>
          )}
          {job.status === 'failed' && (
            <Text size="sm" c="red">
              {job.error ?? 'The export failed.'}
            </Text>
          )}
        </Stack>
        {job.status === 'done' && job.download_url && (
          <Anchor component={Link} to={paths.downloadFile(job.download_url, job.id, companyId)} fw={600}>
            Download {job.file_name}
          </Anchor>
        )}
      </Group>
    </Card>
  );
}

/**
 * Exports (/exports): the company's background exports, newest first: queued, their progress,
 * then a download link (through the download-file screen) or what went wrong. It follows the
 * websocket's export events, and asks again every few seconds while one is still running.
 */
export function ExportsPage() {
  const qc = useQueryClient();
  const companyId = storedAccount()?.company.id;
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
      <LoadMoreList
        query={query}
        errorTitle="Exports could not be loaded"
        getKey={(j) => j.id}
        renderItem={(j) => <JobRow job={j} companyId={companyId} />}
        empty="No exports yet. Choose what to export above and start it; it appears here with its progress."
      />
    </Stack>
  );
}
