import { Anchor, Badge, Group, Image, Loader, SimpleGrid, Stack, Table } from '@mantine/core';
import { Link } from 'react-router';
import { isWebAddress } from '@jobsite/core';
import { useAssetModel } from '../../../components/assets/api';
import { LoadError } from '../../../components/LoadError';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/money';
import { formatQuantity } from '../../../lib/quantity';
import { DetailField } from '../components/DetailField';


/**
 * Model detail (the spec's dialog), read-only for everyone who sees models: what the model is
 * (description, picture, specs, kit contents) and how many of it are available, which opens its items.
 */
export function ModelDetailDialog({ modelId, onClose }: { modelId: number | null; onClose: () => void }) {
  const model = useAssetModel(modelId);
  const m = model.data;
  const unit = m?.service === 'stock' ? ` ${m.unit}` : '';
  return (
    <ResponsiveModal opened={modelId !== null} onClose={onClose} title={m ? m.name : 'Model'} size="lg">
      {model.isPending ? (
        <Loader />
      ) : model.isError ? (
        <LoadError title="The model could not be loaded" query={model} />
      ) : m ? (
        <Stack gap="md">
          <Group align="flex-start" wrap="wrap" gap="lg">
            <SimpleGrid cols={2} spacing="sm" style={{ flex: '1 1 280px' }}>
              <DetailField label="Code">{m.code}</DetailField>
              <DetailField label="Category">{m.category || '—'}</DetailField>
              <DetailField label="Manufacturer">{m.manufacturer || '—'}</DetailField>
              <DetailField label="Daily rate">{m.daily_rate ? `${formatMoney(m.daily_rate)}/day` : '—'}</DetailField>
              <DetailField label="Available">
                <Anchor component={Link} to={paths.assetItems(m.service, { modelId: m.id })}>
                  {formatQuantity(m.available_count)} of {formatQuantity(m.item_count)}
                  {unit} available
                </Anchor>
              </DetailField>
              {m.reorder_point !== null && (
                <DetailField label="Reorder point">
                  {formatQuantity(m.reorder_point)}
                  {unit}
                  {m.available_count <= m.reorder_point && (
                    <Badge ml="xs" color="orange" variant="light" size="sm">
                      Below reorder point
                    </Badge>
                  )}
                </DetailField>
              )}
            </SimpleGrid>
            {/* a link stored before the http(s) check is not shown */}
            {m.image_url && isWebAddress(m.image_url) && <Image src={m.image_url} alt={m.name} w={160} h={160} fit="contain" />}
          </Group>
          <DetailField label="Description">{m.description || 'No description.'}</DetailField>
          {Object.keys(m.specs).length > 0 && (
            <Table aria-label="Specs" withRowBorders={false}>
              <Table.Tbody>
                {Object.entries(m.specs).map(([name, value]) => (
                  <Table.Tr key={name}>
                    <Table.Th fw={400} c="dimmed" w="40%">
                      {name}
                    </Table.Th>
                    <Table.Td>{value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {m.kit_items.length > 0 && (
            <DetailField label="Kit contents">
              <Stack gap={0} component="ul" m={0} pl="md">
                {m.kit_items.map((k) => (
                  <li key={k.name}>
                    {formatQuantity(k.quantity)} × {k.name}
                  </li>
                ))}
              </Stack>
            </DetailField>
          )}
        </Stack>
      ) : null}
    </ResponsiveModal>
  );
}
