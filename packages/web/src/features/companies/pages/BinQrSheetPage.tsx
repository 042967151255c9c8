import { Alert, Anchor, Button, Card, Container, Group, Loader, SimpleGrid, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { binQrUrl, binsQuery, warehouseQuery } from '../api/warehouses';

/** A printable sheet of a warehouse's bin locations, one QR code each. */
export function BinQrSheetPage() {
  const id = Number(useParams().warehouseId);
  const valid = Number.isInteger(id) && id > 0;
  const warehouse = useQuery({ ...warehouseQuery(id), enabled: valid, retry: false });
  const bins = useQuery({ ...binsQuery(id), enabled: valid, retry: false });
  // An unknown warehouse, another company's, or a failed load: say so, with a way back (never an endless spinner).
  const failure = !valid ? 'missing' : (warehouse.error ?? bins.error);
  if (failure) {
    const missing = failure === 'missing' || (failure instanceof ApiError && (failure.status === 404 || failure.status === 400));
    return (
      <Container size="sm" py="xl">
        <Alert color={missing ? 'yellow' : 'red'} title={missing ? 'Warehouse not found' : 'The bin labels could not be loaded'}>
          <Text size="sm" mb="sm">
            {missing ? 'This warehouse does not exist in your company, or it was deleted.' : 'Please try again in a moment.'}
          </Text>
          <Group>
            {!missing && (
              <Button size="xs" variant="light" onClick={() => void Promise.all([warehouse.refetch(), bins.refetch()])}>
                Try again
              </Button>
            )}
            <Anchor component={Link} to={paths.companySettings('warehouses')} size="sm">
              Back to warehouses and bins
            </Anchor>
          </Group>
        </Alert>
      </Container>
    );
  }
  if (!warehouse.data || !bins.data) return <Loader m="xl" aria-label="Loading" />;
  return (
    <Container size="lg" py="md">
      <Group justify="space-between" mb="md" className="no-print">
        <Title order={1} size="h2">
          Bin locations of {warehouse.data.name}
        </Title>
        <Button onClick={() => window.print()}>Print</Button>
      </Group>
      <style>{'@media print { .no-print { display: none !important; } }'}</style>
      {/* Two labels a row on a phone, where three left each card narrower than its 160 px code and cut it off. */}
      <SimpleGrid cols={{ base: 2, sm: 3 }}>
        {bins.data.results.map((b) => (
          <Card key={b.id} withBorder padding="sm" style={{ breakInside: 'avoid' }}>
            <img src={binQrUrl(b.id)} alt={`QR code of bin ${b.code}`} width={160} height={160} style={{ display: 'block', maxWidth: '100%', height: 'auto' }} />
            <Text fw={700}>{b.code}</Text>
            <Text size="sm">{b.name}</Text>
          </Card>
        ))}
      </SimpleGrid>
      {bins.data.count === 0 && <Text>This warehouse has no bin locations yet.</Text>}
    </Container>
  );
}
