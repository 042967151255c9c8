import { Alert, Anchor, Button, Container, FileInput, Group, Progress, Radio, Select, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type CatalogueImport, catalogueImportKinds, isFileTooLarge, MAX_PRICE_FILE_BYTES, PRICE_FILE_COLUMNS, priceFileMessages } from '@jobsite/core';
import { paths } from '../../../config/paths';
import { handleApiError } from '../../../lib/handle-api-error';
import { storedAccount } from '../../../lib/session';
import { useBuyerCompanies } from '../api/get-buyer-companies';
import { useImport, useImports } from '../api/get-import';
import { useUploadPriceFile } from '../api/upload-price-file';
import { localMoment } from '../../../lib/dates';
import { pickerMessage } from '../../../components/PickerMessage';
import { type DataColumn, DataTable } from '../../../components/DataTable';

const STATUS_TEXT: Record<CatalogueImport['status'], string> = {
  validating: 'Checking rows…',
  importing: 'Importing…',
  completed: 'Imported',
  failed: 'Not imported',
};

type ImportError = CatalogueImport['errors'][number];
const errorColumns: DataColumn<ImportError>[] = [
  { key: 'line', header: 'Line', render: (e) => e.line, nowrap: true },
  { key: 'column', header: 'Column', render: (e) => e.column ?? '' },
  { key: 'problem', header: 'Problem', render: (e) => e.message },
];

// The one list component: a card each on a phone, where five columns ran past a 390 px screen.
const importColumns: DataColumn<CatalogueImport>[] = [
  { key: 'file', header: 'File', render: (j) => j.file_name },
  { key: 'buyer', header: 'Buyer', render: (j) => j.buyer_company?.name ?? (j.kind === 'master' ? 'Master catalogue' : '') },
  { key: 'status', header: 'Status', render: (j) => STATUS_TEXT[j.status], nowrap: true },
  { key: 'rows', header: 'Rows', render: (j) => j.total_rows.toLocaleString(), nowrap: true, align: 'right' },
  { key: 'uploaded', header: 'Uploaded', render: (j) => localMoment(j.created_at), nowrap: true },
];

function ImportProgress({ id }: { id: number }) {
  const job = useImport(id).data;
  if (!job) return null;
  const pct = job.total_rows ? Math.round((job.processed_rows / job.total_rows) * 100) : 0;
  return (
    <Stack gap="xs" aria-label="Import progress">
      <Group justify="space-between">
        <Text fw={600}>
          {job.file_name}: {STATUS_TEXT[job.status]}
        </Text>
        <Text size="sm">
          {job.processed_rows.toLocaleString()} of {job.total_rows.toLocaleString()} rows
        </Text>
      </Group>
      <Progress value={job.status === 'completed' ? 100 : pct} animated={job.status === 'validating' || job.status === 'importing'} color={job.status === 'failed' ? 'red' : undefined} aria-label="Rows processed" />
      {job.status === 'completed' && (
        <Alert color="green" title="Price file imported">
          {job.created_items} new items, {job.updated_items} items updated, {job.prices_written} contract prices written.
        </Alert>
      )}
      {job.status === 'failed' && (
        <Alert color="red" title={job.error_count ? `${job.error_count} row error${job.error_count === 1 ? '' : 's'}` : 'Import failed'}>
          {job.detail}
        </Alert>
      )}
      {job.errors.length > 0 && <DataTable label="Row errors" striped rows={job.errors} columns={errorColumns} getRowId={(e) => `${e.line}:${e.column ?? ''}:${e.message}`} />}
    </Stack>
  );
}

/** /price_file: a supplier imports its price file for a buyer; staff import the master catalogue. */
export function PriceFilePage() {
  const account = storedAccount();
  // Only what the server accepts from this caller (PriceFileGate keeps out those with none).
  const kinds = account ? catalogueImportKinds(account) : [];
  const [kind, setKind] = useState<'master' | 'price_file'>(kinds.includes('price_file') ? 'price_file' : 'master');
  const [buyerSearch, setBuyerSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(buyerSearch, 300);
  const [buyerId, setBuyerId] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fieldError, setFieldError] = useState<Record<string, string>>({});
  const [jobId, setJobId] = useState<number | null>(null);
  const buyers = useBuyerCompanies(debouncedSearch, kind === 'price_file');
  const upload = useUploadPriceFile();
  const history = useImports();

  const submit = () => {
    setFieldError({});
    if (!file) return setFieldError({ file: 'Choose a CSV file to upload.' });
    // checked before the upload (the server refuses it with the same words, after the whole file came)
    if (isFileTooLarge(file, MAX_PRICE_FILE_BYTES)) return setFieldError({ file: priceFileMessages.tooLarge });
    if (kind === 'price_file' && !buyerId) return setFieldError({ buyer_company_id: 'Choose a buyer company.' });
    upload.mutate(
      { kind, buyerCompanyId: buyerId ? Number(buyerId) : null, file },
      {
        onSuccess: (job) => setJobId(job.id),
        onError: (err) =>
          handleApiError(err, {
            form: { values: { file: null, buyer_company_id: null, kind: null }, setFieldError: (f, m) => setFieldError((e) => ({ ...e, [f]: m })) },
          }),
      },
    );
  };

  return (
    <Container size="lg" py="md">
      <Stack>
        <Group justify="space-between">
          <Title order={2}>Import price file</Title>
          <Anchor component={Link} to={paths.catalogue()}>
            Back to catalogue
          </Anchor>
        </Group>
        <Text size="sm" c="dimmed">
          A CSV file with a header row. Required columns: catalog_number and price. Optional: {PRICE_FILE_COLUMNS.filter((c) => c !== 'catalog_number' && c !== 'price').join(', ')}. Price per E (each), C (hundred) or M (thousand). Every row is checked first; if any row has a problem, nothing is imported.
        </Text>
        {kinds.length > 1 && (
          <Radio.Group label="What are you importing?" value={kind} onChange={(v) => setKind(v as typeof kind)}>
            <Group mt="xs">
              <Radio value="master" label="Master catalogue" />
              <Radio value="price_file" label="Supplier price file" />
            </Group>
          </Radio.Group>
        )}
        {kind === 'price_file' && (
          <Select
            label="Buyer company"
            description="The contractor these prices are for"
            placeholder="Search buyer companies"
            searchable
            searchValue={buyerSearch}
            onSearchChange={setBuyerSearch}
            data={(buyers.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
            value={buyerId}
            onChange={setBuyerId}
            error={fieldError.buyer_company_id}
            nothingFoundMessage={pickerMessage(buyers, 'No buyer company found', 'Buyer companies could not be searched', { searching: true })}
          />
        )}
        <FileInput label="Price file (CSV)" placeholder="Choose file" accept=".csv,text/csv" leftSection={<IconFileTypeCsv size={16} />} value={file} onChange={setFile} error={fieldError.file} clearable />
        <Group>
          <Button onClick={submit} loading={upload.isPending}>
            Upload and import
          </Button>
        </Group>
        {jobId !== null && <ImportProgress id={jobId} />}
        {Boolean(history.data?.results.length) && (
          <>
            <Title order={4}>Recent imports</Title>
            <DataTable label="Recent imports" rows={history.data!.results} columns={importColumns} getRowId={(j) => j.id} />
          </>
        )}
      </Stack>
    </Container>
  );
}
