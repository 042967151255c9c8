import { Alert, Button, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { ToolItem } from '@jobsite/core';
import { LoadError } from '../../../components/LoadError';
import { api, apiUrl } from '../../../lib/api-client';

/** Printable labels for items (/tool_items/labels?ids=): each with the QR code the scan dialog and audits resolve. */
export function ItemLabelsPage() {
  const [params] = useSearchParams();
  const ids = params.get('ids') ?? '';
  const labels = useQuery({ queryKey: ['assets', 'labels', ids], queryFn: ({ signal }) => api<{ results: ToolItem[] }>('tool_items/labels/', { query: { ids }, signal }), enabled: ids !== '', meta: { handlesErrors: true } });
  if (!ids) return <Alert color="yellow">Please select item(s): choose items on an items list, then Print labels.</Alert>;
  // ids of another company's items, or of items deleted since, come back as nothing: say so rather than print a blank page
  if (labels.data?.results.length === 0) return <Alert color="yellow" title="No such items">None of these items is in your company. Choose items on an items list, then Print labels.</Alert>;
  return (
    <Stack gap="md">
      <Group justify="space-between" className="no-print">
        <Title order={1} size="h2">
          Item labels
        </Title>
        <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()} disabled={!labels.data}>
          Print
        </Button>
      </Group>
      {labels.isError ? (
        <LoadError title="Labels could not be loaded" query={labels} />
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md">
          {(labels.data?.results ?? []).map((i) => (
            <Stack key={i.id} gap={2} align="center" p="xs" style={{ border: '1px dashed var(--mantine-color-gray-4)', breakInside: 'avoid' }}>
              <Image src={apiUrl(`/api/v1/tool_items/${i.id}/qr_code/`)} alt={`QR code ${i.barcode_value}`} w={110} h={110} />
              <Text size="sm" fw={700} ta="center">
                {i.model.name}
              </Text>
              <Text size="xs" ta="center">
                {i.serial_number ? `SN ${i.serial_number}` : ''} {i.barcode_value}
              </Text>
              <Text size="xs" c="dimmed">
                {i.warehouse?.name}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
