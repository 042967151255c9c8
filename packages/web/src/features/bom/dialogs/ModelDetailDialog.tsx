import { Badge, Center, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type CartItem, specLabel } from '@jobsite/core';
import { useItemDetail } from '../../../components/catalogue';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { AttachmentsPanel } from '../components/AttachmentsPanel';
import { LineBadges } from '../components/LineBadges';
import { formatUnitPrice, formatMoney, formatQuantity, formatQuantityWithUnit } from '../format';
import { localDay } from '../../../lib/dates';

const code = (c: CartItem['phase_code']) => (c ? `${c.code} · ${c.name}` : '—');

function Facts({ label, rows }: { label: string; rows: [string, ReactNode][] }) {
  return (
    <Table aria-label={label} withRowBorders striped>
      <Table.Tbody>
        {rows.map(([k, v]) => (
          <Table.Tr key={k}>
            <Table.Th w="42%">{k}</Table.Th>
            <Table.Td>{v}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Model detail: what the catalogue says about the item, what this line asks for, and its attachments. */
export function ModelDetailDialog({ projectId, line, onClose }: { projectId: number; line: CartItem; onClose: () => void }) {
  const detail = useItemDetail(line.base_item_id);
  const item = detail.data;
  const lineRows: [string, ReactNode][] = [
    ['Quantity', `${formatQuantity(line.package_count)} × ${line.base_item_options?.name ?? line.unit}`],
    ['Total quantity', formatQuantityWithUnit(line.total_quantity, line.unit)],
    ['Unit price', `${formatUnitPrice(line.unit_price)}${line.has_contract_price ? ' (contract)' : ''}`],
    ['Extended price', formatMoney(line.extended_price)],
    ['Phase code', code(line.phase_code)],
    ['Cost code', code(line.cost_code)],
    ['WBS code', line.wbs_code_1 || '—'],
    ['Comments', line.item_comments || '—'],
    ['Substitutes', line.no_substitute ? 'Not allowed (no substitute)' : line.is_substitute_allowed ? 'Allowed' : 'Not marked'],
  ];
  if (line.is_rental) lineRows.push(['Rental', `${line.rental_start_date ?? '?'} – ${line.rental_end_date ?? '?'}`]);
  if (line.spool) lineRows.push(['Spool', `${line.spool.spool_number}${line.spool.spool_tag ? ` · ${line.spool.spool_tag}` : ''} · ${line.spool.stack_layers} layers`]);
  if (line.hfr_item) lineRows.push(['Hold for release', `${line.hfr_item.release_number}${line.hfr_item.supplier ? ` · ${line.hfr_item.supplier.name}` : ''} · ${formatQuantityWithUnit(line.hfr_item.quantity_available, line.unit)} available`]);
  lineRows.push(['Added', `${localDay(line.created_at)}${line.added_by ? ` by ${line.added_by.name}` : ''}`]);

  const catalogueRows: [string, ReactNode][] = item
    ? [
        ['Category', item.category.name],
        ['Product group', item.product_group.name],
        ['UPC', item.product_code || '—'],
        ['List price', `${formatUnitPrice(item.unit_price)} / ${item.unit}`],
        ['Manufacturers', item.manufacturers.map((m) => (m.is_primary ? `${m.name} (primary)` : m.name)).join(', ') || '—'],
        ['Packages', item.options.map((o) => `${o.name} (${formatQuantityWithUnit(o.package_quantity, item.unit)})`).join(', ') || '—'],
        ...Object.entries(item.spec_data).map(([k, v]): [string, ReactNode] => [specLabel(k), typeof v === 'boolean' ? (v ? 'Yes' : 'No') : String(v)]),
      ]
    : [
        ['Code', line.base_item_code || '—'],
        ['Manufacturer', line.manufacturer_name || '—'],
        ['Unit', line.unit],
      ];

  return (
    <ResponsiveModal opened onClose={onClose} size="xl" title={`Model detail: ${line.base_item_code || line.description}`}>
      <Stack>
        <Group align="flex-start" wrap="nowrap">
          <Center w={80} h={80} bg="gray.1" style={{ borderRadius: 8, flexShrink: 0 }}>
            {line.image_url ? <img src={line.image_url} alt={line.description} style={{ maxWidth: 80, maxHeight: 80 }} /> : <IconPackage size={40} aria-hidden />}
          </Center>
          <Stack gap={4}>
            <Title order={3} size="h4">
              {line.description}
            </Title>
            <Group gap="xs">
              {line.category && <Badge variant="light">{line.category.name}</Badge>}
              <Text size="sm" c="dimmed">
                {line.manufacturer_name || 'No manufacturer'}
              </Text>
            </Group>
            <LineBadges line={line} />
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap="xs">
            <Title order={5}>This line</Title>
            <Facts label="Line" rows={lineRows} />
          </Stack>
          <Stack gap="xs">
            <Title order={5}>{line.is_custom ? 'Custom item' : 'Catalogue'}</Title>
            {line.base_item_id !== null && detail.isPending ? <Loader size="sm" /> : <Facts label="Catalogue data" rows={catalogueRows} />}
          </Stack>
        </SimpleGrid>
        <Title order={5}>Attachments</Title>
        <AttachmentsPanel projectId={projectId} line={line} />
      </Stack>
    </ResponsiveModal>
  );
}
