import { Button, Menu } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { apiUrl } from '../../../lib/api-client';

type Query = Record<string, string | number | undefined>;

/** export_orders / export_invoices: the list as filtered now, as a CSV or XLSX download. */
export function ExportMenu({ path, query, label }: { path: 'orders/export/' | 'invoices/export/'; query: Query; label: string }) {
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} />}>
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component="a" href={apiUrl(path, { ...query, format: 'csv' })} download>
          CSV
        </Menu.Item>
        <Menu.Item component="a" href={apiUrl(path, { ...query, format: 'xlsx' })} download>
          Excel (XLSX)
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
