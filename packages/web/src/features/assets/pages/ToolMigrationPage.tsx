import { Alert, Anchor, Button, Code, FileInput, Group, List, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ASSET_SERVICE_LABELS, ASSET_SERVICES, type AssetService, isFileTooLarge, TOOL_IMPORT_COLUMNS, TOOL_IMPORT_MAX_BYTES, TOOL_IMPORT_MAX_ROWS, toolImportMessages } from '@jobsite/core';
import { useAssetMutation, useToolAccess } from '../../../components/assets/api';
import { paths } from '../../../config/paths';
import { api, ApiError } from '../../../lib/api-client';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';

const TEMPLATE = `${TOOL_IMPORT_COLUMNS.join(',')}\nHD-SDS,SDS-Plus hammer drill,Power tools,Hilti,18.00,HD-1001,SEC-HD-1001,Denver Tool Crib,D-A1,ok,,\n`;

/**
 * Tool migration (/tool_migration): bring an existing tool list in from a spreadsheet. The
 * server checks every row and imports all of them or none, naming each bad line.
 */
export function ToolMigrationPage() {
  const access = useToolAccess();
  const [service, setService] = useState<AssetService>('tool');
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const upload = useAssetMutation((body: FormData) => api<{ detail: string }>('tool_items/import/', { method: 'POST', body }));
  const submit = () => {
    setProblems([]);
    setDone(null);
    if (!file) return setProblems([toolImportMessages.noFile]);
    if (isFileTooLarge(file, TOOL_IMPORT_MAX_BYTES)) return setProblems([toolImportMessages.tooLarge]);
    const body = new FormData();
    body.append('service', service);
    body.append('file', file);
    upload.mutate(body, {
      onSuccess: (r) => {
        setDone(r.detail);
        setFile(null);
        showSuccessToast(r.detail);
      },
      onError: (e) => {
        const lines = e instanceof ApiError ? (e.body as { file?: string[] } | null)?.file : undefined;
        if (lines?.length) setProblems(lines);
        else handleApiError(e);
      },
    });
  };
  const template = `data:text/csv;charset=utf-8,${encodeURIComponent(TEMPLATE)}`;
  return (
    <Stack gap="md" maw={760}>
      <Title order={1} size="h2">
        Tool migration
      </Title>
      <Text>
        Bring the tool list you keep today (a spreadsheet saved as CSV, at most {TOOL_IMPORT_MAX_ROWS.toLocaleString()} rows) into the app: each row becomes an item in a warehouse, and a model
        code the app does not know yet becomes a model.
      </Text>
      <List size="sm" spacing={2}>
        <List.Item>
          The first row names the columns, in any order: <Code>{TOOL_IMPORT_COLUMNS.join(', ')}</Code>.
        </List.Item>
        <List.Item>
          <b>model_code</b> and <b>warehouse</b> (its name, as in company settings) are required; <b>model_name</b> is required for a new model.
        </List.Item>
        <List.Item>Dates as YYYY-MM-DD; status one of ok, servicing, need certification, need repair, need inspection, recalibration; quantity for stock only.</List.Item>
        <List.Item>If any row is wrong nothing is imported, and each problem is listed with its line.</List.Item>
      </List>
      <Anchor href={template} download="tool-list-template.csv" size="sm">
        Download a template
      </Anchor>
      {access.data && !access.data.warehouse ? (
        <Alert color="yellow">Only warehouse staff (a user group with Allow Edit All Tool Transfer) can import tool lists.</Alert>
      ) : (
        <Stack gap="sm">
          <SegmentedControl aria-label="Service" value={service} onChange={(v) => setService(v as AssetService)} data={ASSET_SERVICES.map((s) => ({ value: s, label: ASSET_SERVICE_LABELS[s].title }))} />
          <FileInput label="Tool list (.csv)" accept=".csv,text/csv" description="Choose the .csv file of your tool list" value={file} onChange={setFile} leftSection={<IconFileUpload size={16} />} clearable />
          <Group>
            <Button onClick={submit} loading={upload.isPending}>
              Import
            </Button>
          </Group>
        </Stack>
      )}
      {problems.length > 0 && (
        <Alert color="red" title="Nothing was imported">
          <List size="sm">
            {problems.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {done && (
        <Alert color="green" title={done}>
          <Anchor component={Link} to={paths.assetItems(service)}>
            See the {ASSET_SERVICE_LABELS[service].title.toLowerCase()} items
          </Anchor>
        </Alert>
      )}
    </Stack>
  );
}
