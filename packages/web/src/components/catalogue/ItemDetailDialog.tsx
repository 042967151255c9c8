import { Anchor, Badge, Button, Center, Group, Loader, Radio, SimpleGrid, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { type BaseItemOption, type CatalogueItem, type ItemDetail, specLabel } from '@jobsite/core';
import { formatQuantityWithUnit } from '../../lib/quantity';
import { useItemDetail } from './api/get-item-detail';
import { useRelatedItems } from './api/get-related-items';
import { formatUnitPrice, yourPriceLabel } from './format';
import { EditManufacturerDialog } from './EditManufacturerDialog';
import { ResponsiveModal } from '../ResponsiveModal';
import { LoadError } from '../LoadError';

function SpecTable({ spec }: { spec: Record<string, unknown> }) {
  const entries = Object.entries(spec);
  if (!entries.length) return <Text c="dimmed" size="sm">No spec data.</Text>;
  return (
    <Table withRowBorders striped aria-label="Spec data">
      <Table.Tbody>
        {entries.map(([k, v]) => (
          <Table.Tr key={k}>
            <Table.Th w="40%">{specLabel(k)}</Table.Th>
            <Table.Td>{typeof v === 'boolean' ? (v ? 'Yes' : 'No') : String(v)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function ContractPrices({ item }: { item: ItemDetail }) {
  if (!item.contract_prices.length) return <Text c="dimmed" size="sm">No contract price.</Text>;
  return (
    <Table aria-label="Contract prices">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Supplier</Table.Th>
          <Table.Th>Buyer</Table.Th>
          <Table.Th>Price / {item.unit}</Table.Th>
          <Table.Th>Valid</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {item.contract_prices.map((p) => (
          <Table.Tr key={p.id}>
            <Table.Td>{p.supplier_company.name}</Table.Td>
            <Table.Td>{p.buyer_company.name}</Table.Td>
            <Table.Td>{formatUnitPrice(p.price)}</Table.Td>
            <Table.Td>
              {p.valid_from} – {p.valid_to ?? 'open'}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function RelatedItems({ itemId, onOpen }: { itemId: number; onOpen: (item: CatalogueItem) => void }) {
  const related = useRelatedItems(itemId);
  if (related.isPending) return <Loader size="sm" />;
  if (related.isError) return <LoadError title="Related items could not be loaded" query={related} />;
  if (!related.data?.results.length) return <Text c="dimmed" size="sm">No related items.</Text>;
  return (
    <Stack gap={4} aria-label="Related items">
      {related.data.results.map((r) => (
        <UnstyledButton key={r.id} onClick={() => onOpen(r)} aria-label={`Related item ${r.base_item_code}`}>
          <Text size="sm">
            <Text span ff="monospace" fw={600}>
              {r.base_item_code}
            </Text>{' '}
            {r.description} · {formatUnitPrice(r.unit_price)}
          </Text>
        </UnstyledButton>
      ))}
    </Stack>
  );
}

export interface ItemDetailDialogProps {
  itemId: number | null;
  onClose: () => void;
  /** When given, the dialog offers to pick the item with the chosen package (the cart's Add). */
  onPick?: (item: CatalogueItem, option: BaseItemOption | null) => void;
  pickLabel?: string;
  initialOptionId?: number | null;
}

/** The item (model) detail dialog: spec data, packages, contract prices, manufacturers, related items. */
export function ItemDetailDialog({ itemId, onClose, onPick, pickLabel = 'Add', initialOptionId = null }: ItemDetailDialogProps) {
  const [shownId, setShownId] = useState(itemId);
  const [optionId, setOptionId] = useState<string | null>(initialOptionId ? String(initialOptionId) : null);
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    setShownId(itemId);
    setOptionId(initialOptionId ? String(initialOptionId) : null);
  }, [itemId, initialOptionId]);
  const detail = useItemDetail(shownId);
  const item = detail.data;
  const chosen = item?.options.find((o) => String(o.id) === optionId) ?? item?.options.find((o) => o.is_default) ?? item?.options[0] ?? null;

  return (
    <ResponsiveModal opened={itemId !== null} onClose={onClose} size="xl" title={item ? `Item ${item.base_item_code}` : 'Item detail'}>
      {!item && detail.isError ? (
        <LoadError title="This item could not be loaded" query={detail} />
      ) : !item ? (
        <Center p="xl">
          <Loader />
        </Center>
      ) : (
        <Stack>
          <Group align="flex-start" wrap="nowrap">
            <Center w={96} h={96} bg="gray.1" style={{ borderRadius: 8, flexShrink: 0 }}>
              {item.image_url ? <img src={item.image_url} alt={item.description} style={{ maxWidth: 96, maxHeight: 96 }} /> : <IconPackage size={48} aria-hidden />}
            </Center>
            <Stack gap={4} style={{ flex: 1 }}>
              <Title order={3}>{item.description}</Title>
              <Group gap="xs">
                <Badge>{item.category.name}</Badge>
                <Badge variant="light">{item.product_group.name}</Badge>
                <Text size="sm" c="dimmed">
                  UPC {item.product_code || '—'}
                </Text>
              </Group>
              <Text size="sm">
                {item.your_price?.source === 'contract' ? `Your price ${yourPriceLabel(item)}; list price ${formatUnitPrice(item.unit_price)} / ${item.unit}` : `List price ${formatUnitPrice(item.unit_price)} / ${item.unit}`}
              </Text>
              <Group gap="xs">
                <Text size="sm">Manufacturer: {item.manufacturer?.name ?? 'None'}</Text>
                {item.can_edit && (
                  <Button size="compact-xs" variant="subtle" onClick={() => setEditing(true)}>
                    Edit manufacturer
                  </Button>
                )}
              </Group>
              {item.link && (
                <Anchor href={item.link} target="_blank" rel="noopener noreferrer" size="sm">
                  Product page
                </Anchor>
              )}
            </Stack>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Stack gap="xs">
              <Title order={5}>Spec data</Title>
              <SpecTable spec={item.spec_data} />
            </Stack>
            <Stack gap="xs">
              <Title order={5}>Packages</Title>
              <Radio.Group value={chosen ? String(chosen.id) : null} onChange={setOptionId} aria-label="Packages">
                <Stack gap={4}>
                  {item.options.map((o) => (
                    <Radio key={o.id} value={String(o.id)} label={`${o.name} (${formatQuantityWithUnit(o.package_quantity, item.unit)})`} />
                  ))}
                </Stack>
              </Radio.Group>
              <Title order={5}>Manufacturers</Title>
              <Text size="sm">{item.manufacturers.map((m) => (m.is_primary ? `${m.name} (primary)` : m.name)).join(', ') || 'None'}</Text>
            </Stack>
          </SimpleGrid>
          <Title order={5}>Contract prices</Title>
          <ContractPrices item={item} />
          <Title order={5}>Related items</Title>
          <RelatedItems itemId={item.id} onOpen={(r) => setShownId(r.id)} />
          {onPick && (
            <Group justify="flex-end">
              <Button onClick={() => onPick(item, chosen)}>{pickLabel}</Button>
            </Group>
          )}
          {editing && <EditManufacturerDialog item={item} opened={editing} onClose={() => setEditing(false)} />}
        </Stack>
      )}
    </ResponsiveModal>
  );
}
