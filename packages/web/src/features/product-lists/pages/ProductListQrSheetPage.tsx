import { Alert, Anchor, Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useListQrCodes } from '../api/qr-codes';
import { QrImage } from '../components/QrImage';

/**
 * /project_product_list/{listId}/qr: a printable sheet of QR labels for a list's job-site bins and
 * items. The scan dialog in the top bar resolves each label (an item opens in its list).
 */
export function ProductListQrSheetPage() {
  const listId = Number(useParams().listId);
  const codes = useListQrCodes(listId);
  if (codes.isError) {
    const missing = codes.error instanceof ApiError && (codes.error.status === 404 || codes.error.status === 400);
    return missing ? (
      <Alert color="yellow" title="Product list not found">
        This list does not exist in your company, or it was deleted.
      </Alert>
    ) : (
      <LoadError title="The QR labels could not be loaded" query={codes} />
    );
  }
  if (!codes.data) return <Loader m="xl" aria-label="Loading the labels" />;
  const { list, project, labels } = codes.data;
  return (
    <Stack gap="md">
      <style>{'@media print { .no-print, header, nav { display: none !important; } }'}</style>
      <Group justify="space-between" className="no-print" wrap="wrap">
        <Stack gap={0}>
          <Title order={1} size="h2">
            QR labels of {list.name}
          </Title>
          <Anchor component={Link} to={paths.projectProductList(project.id, list.id)} size="sm">
            {project.name} · back to the list
          </Anchor>
        </Stack>
        <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()} disabled={!labels.length}>
          Print
        </Button>
      </Group>
      {labels.length === 0 ? (
        <Text c="dimmed">This list has no items yet, so there is nothing to label: add items from the BOM first.</Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md" role="list" aria-label="Labels">
          {labels.map((l) => (
            <Stack key={`${l.kind}:${l.id}`} role="listitem" aria-label={`${l.kind === 'bin' ? 'Bin' : 'Item'} label ${l.lines[0] ?? l.value}`} gap={2} align="center" p="xs" style={{ border: '1px dashed var(--mantine-color-gray-4)', breakInside: 'avoid' }}>
              <QrImage value={l.value} size={120} alt={`QR code ${l.value}`} />
              {l.lines.map((line, i) => (
                <Text key={i} size={i === 0 ? 'sm' : 'xs'} fw={i === 0 ? 700 : undefined} ta="center">
                  {line}
                </Text>
              ))}
              <Text size="xs" c="dimmed" ff="monospace">
                {l.value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
