import { Button, Menu } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ExportFormat } from '@jobsite/core';
import { type ListExportSource, useListExport } from './use-list-export';

const FORMATS: { format: ExportFormat; label: string }[] = [
  { format: 'csv', label: 'CSV' },
  { format: 'xlsx', label: 'Excel (XLSX)' },
];

/**
 * A list's Export menu (CSV or Excel): a download of the list as filtered now, or, when the list
 * is larger than a download may be, a background export of the same filters (useListExport).
 */
export function ExportMenu({ label = 'Export', disabled = false, ...source }: ListExportSource & { label?: string; disabled?: boolean }) {
  const exp = useListExport(source);
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} />} disabled={disabled} loading={exp.pending}>
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {exp.queued && <Menu.Label>Large: runs in the background</Menu.Label>}
        {FORMATS.map(({ format, label: name }) => {
          const href = exp.href(format);
          return href ? (
            <Menu.Item key={format} component="a" href={href} download>
              {name}
            </Menu.Item>
          ) : (
            <Menu.Item key={format} onClick={() => exp.queue(format)}>
              {name}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
