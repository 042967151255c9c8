import { Button, Card, Container, Group, Loader, SimpleGrid, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { binQrUrl, binsQuery, warehouseQuery } from '../api/warehouses';

/** A printable sheet of a warehouse's bin locations, one QR code each. */
export function BinQrSheetPage() {
  const id = Number(useParams().warehouseId);
  const warehouse = useQuery({ ...warehouseQuery(id), enabled: Number.isInteger(id) && id > 0 });
  const bins = useQuery({ ...binsQuery(id), enabled: Number.isInteger(id) && id > 0 });
  if (!warehouse.data || !bins.data) return <Loader m="xl" aria-label="Loading" />;
  return (
    <Container size="lg" py="md">
      <Group justify="space-between" mb="md" className="no-print">
        <Title order={2}>Bin locations of {warehouse.data.name}</Title>
        <Button onClick={() => window.print()}>Print</Button>
      </Group>
      <style>{'@media print { .no-print { display: none !important; } }'}</style>
      <SimpleGrid cols={3}>
        {bins.data.results.map((b) => (
          <Card key={b.id} withBorder padding="sm" style={{ breakInside: 'avoid' }}>
            <img src={binQrUrl(b.id)} alt={`QR code of bin ${b.code}`} width={160} height={160} />
            <Text fw={700}>{b.code}</Text>
            <Text size="sm">{b.name}</Text>
          </Card>
        ))}
      </SimpleGrid>
      {bins.data.count === 0 && <Text>This warehouse has no bin locations yet.</Text>}
    </Container>
  );
}
