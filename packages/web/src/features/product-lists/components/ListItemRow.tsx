import { ActionIcon, Anchor, Badge, Card, Checkbox, Group, Menu, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { memo } from 'react';
import { orderName, type ProductListItem } from '@jobsite/core';
import { formatQuantity } from '../../../lib/quantity';

export type ItemAction = 'add-to-po' | 'receive' | 'bin' | 'reels' | 'edit' | 'find-in-catalogue';

function Quantity({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={0} align="center" style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" ta="center">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {formatQuantity(value)}
      </Text>
    </Stack>
  );
}

/** One item of a list: what it is, where it goes on site, and quantity, ordered, received, remaining, on site. */
export const ListItemRow = memo(function ListItemRow({ item, selected, highlighted, onToggle, onAction }: { item: ProductListItem; selected: boolean; highlighted: boolean; onToggle: (id: number) => void; onAction: (a: ItemAction, item: ProductListItem) => void }) {
  const name = item.code || item.description;
  return (
    <Card withBorder padding="sm" bg={highlighted ? 'yellow.0' : undefined} id={`list-item-${item.id}`} aria-current={highlighted ? 'true' : undefined}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Group gap="xs" wrap="nowrap" align="flex-start" style={{ minWidth: 0, flex: 1 }}>
          <Checkbox mt={2} aria-label={`Select ${name}`} checked={selected} onChange={() => onToggle(item.id)} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap={6} wrap="wrap">
              <Text fw={600} size="sm" ff="monospace">
                {item.code || 'Custom'}
              </Text>
              {item.is_cable && (
                <Badge size="xs" variant="light">
                  Cable
                </Badge>
              )}
              {item.cart_item_id === null && (
                <Badge size="xs" variant="light" color="gray">
                  Not on the BOM
                </Badge>
              )}
            </Group>
            <Text size="sm">{item.description}</Text>
            <Text size="xs" c="dimmed">
              {[item.manufacturer, item.bin ? `Bin ${item.bin.code}` : 'No bin', item.phase_code ? `Phase ${item.phase_code}` : null, item.purchase_orders.length ? item.purchase_orders.map(orderName).join(', ') : null].filter(Boolean).join(' · ')}
            </Text>
            {item.link && (
              <Anchor href={item.link} target="_blank" rel="noreferrer" size="xs">
                Product link
              </Anchor>
            )}
          </Stack>
        </Group>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`Actions of ${name}`}>
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => onAction('add-to-po', item)} disabled={item.remaining <= 0}>
              Add to PO
            </Menu.Item>
            <Menu.Item onClick={() => onAction('receive', item)}>Receive on site</Menu.Item>
            <Menu.Item onClick={() => onAction('bin', item)}>Bin location</Menu.Item>
            <Menu.Item onClick={() => onAction('edit', item)}>Edit item</Menu.Item>
            {item.base_item_id === null && <Menu.Item onClick={() => onAction('find-in-catalogue', item)}>Find in catalogue</Menu.Item>}
            {item.is_cable && <Menu.Item onClick={() => onAction('reels', item)}>Cable reels</Menu.Item>}
          </Menu.Dropdown>
        </Menu>
      </Group>
      {/* Five to a row where the card has room for the labels side by side (Remaining is the widest); three on a phone. */}
      <SimpleGrid type="container" cols={{ base: 3, '420px': 5 }} spacing="xs" verticalSpacing="xs" mt="xs" aria-label={`Quantities of ${name}`}>
        <Quantity label={`Qty (${item.unit})`} value={item.quantity} />
        <Quantity label="Ordered" value={item.ordered} />
        <Quantity label="Received" value={item.received} />
        <Quantity label="Remaining" value={item.remaining} />
        <Quantity label="On site" value={item.on_site} />
      </SimpleGrid>
    </Card>
  );
});
