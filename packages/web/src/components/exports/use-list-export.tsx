import { Anchor, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { type CreateExportInput, type ExportFormat, exportRunsInBackground } from '@jobsite/core';
import { paths } from '../../config/paths';
import { handleApiError } from '../../lib/handle-api-error';
import { useStartExport } from './start-export';

/** What a list hands its Export: how many rows it has now and its two ways of exporting them. */
export interface ListExportSource {
  /** The list's row count with its filters (the list response's `count`); undefined while it loads. */
  count: number | undefined;
  /** The synchronous download of the list as filtered now; null when the list has none (always queued). */
  url: ((format: ExportFormat) => string) | null;
  /** The background export of the same filters (POST exports/). */
  background: (format: ExportFormat) => CreateExportInput;
}

export const EXPORT_QUEUED_MESSAGE = 'Export queued: you will find it in Exports';

/**
 * Every list's Export (issue 19, decision record 018): up to the synchronous cap the file
 * downloads at once; above it (exportRunsInBackground) the same filters are queued as a
 * background export and a notification links to /exports, where it shows its progress and
 * then its download link.
 */
export function useListExport({ count, url, background }: ListExportSource) {
  const navigate = useNavigate();
  const start = useStartExport();
  const queued = url === null || (count !== undefined && exportRunsInBackground(count));
  const queue = (format: ExportFormat) =>
    start.mutate(background(format), {
      onSuccess: () => {
        const id = notifications.show({
          color: 'green',
          message: (
            <Text size="sm">
              Export queued: you will find it in{' '}
              <Anchor
                href={paths.exports()}
                underline="always"
                onClick={(e) => {
                  e.preventDefault();
                  notifications.hide(id);
                  void navigate(paths.exports());
                }}
              >
                Exports
              </Anchor>
            </Text>
          ),
        });
      },
      onError: (err) => handleApiError(err),
    });
  return {
    /** Whether choosing a format queues a background export (else it is a direct download link). */
    queued,
    /** The direct download link of a format, or null when the export is queued instead. */
    href: (format: ExportFormat) => (queued || !url ? null : url(format)),
    queue,
    pending: start.isPending,
  };
}
