import { Button, Group, Menu } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { bomExportUrl } from '../api/bom-export-url';
import { bomKeys } from '../api/keys';
import { BomImportDialog } from '../dialogs/BomImportDialog';

export interface BomFileActionsProps {
  projectId: number;
}

/** The BOM toolbar's file buttons: Import (a spreadsheet) and Export (CSV or XLSX). */
export function BomFileActions({ projectId }: BomFileActionsProps) {
  const [importing, setImporting] = useState(false);
  const queryClient = useQueryClient();
  // New lines change the list, its totals and codes, and the recent items of the add-item panel.
  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: bomKeys.project(projectId) }), queryClient.invalidateQueries({ queryKey: bomKeys.recent() })]);
  return (
    <Group gap="xs">
      <Button variant="default" onClick={() => setImporting(true)}>
        Import
      </Button>
      <Menu position="bottom-end">
        <Menu.Target>
          <Button variant="default">Export</Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component="a" href={bomExportUrl(projectId, 'csv')} download>
            Export as CSV
          </Menu.Item>
          <Menu.Item component="a" href={bomExportUrl(projectId, 'xlsx')} download>
            Export as Excel (.xlsx)
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <BomImportDialog projectId={projectId} opened={importing} onClose={() => setImporting(false)} onImported={refresh} />
    </Group>
  );
}
