import { Button, Group } from '@mantine/core';
import { ExportMenu } from '../../../components/exports/ExportMenu';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { bomExportUrl } from '../api/bom-export-url';
import { bomKeys } from '../api/keys';
import { BomImportDialog } from '../dialogs/BomImportDialog';

export interface BomFileActionsProps {
  projectId: number;
  /** The BOM's line count (the export holds every line); undefined while it loads. */
  lineCount?: number;
}

/** The BOM toolbar's file buttons: Import (a spreadsheet) and Export (CSV or XLSX). */
export function BomFileActions({ projectId, lineCount }: BomFileActionsProps) {
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
      <ExportMenu count={lineCount} url={(format) => bomExportUrl(projectId, format)} background={(format) => ({ kind: 'bom', params: { project_id: projectId, format } })} />
      <BomImportDialog projectId={projectId} opened={importing} onClose={() => setImporting(false)} onImported={refresh} />
    </Group>
  );
}
