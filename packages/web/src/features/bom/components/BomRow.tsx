import { Box, Checkbox, Group, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import type { CartItem } from '@jobsite/core';
import { formatUnitPrice, formatMoney, quantityUnitLabel } from '../format';
import { CodeChips } from './CodeChips';
import { LineBadges } from './LineBadges';
import { OrderedBadges } from './OrderedBadges';
import { type LineAction, LineMenu } from './LineMenu';
import { OptionSelect } from './OptionSelect';
import { QuantityInput } from './QuantityInput';

export const ROW_HEIGHT = 72;
/** A first guess of a phone card's height; each card is measured as rendered. */
export const PHONE_ROW_HEIGHT = 190;

export interface BomRowProps {
  projectId: number;
  line: CartItem;
  selected: boolean;
  phone: boolean;
  onToggle: (id: number) => void;
  onAction: (action: LineAction, line: CartItem) => void;
}

const border = { borderBottom: '1px solid var(--mantine-color-gray-3)' };

function Title({ line, onAction }: { line: CartItem; onAction: BomRowProps['onAction'] }) {
  return (
    <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
      <Text fw={600} size="sm" ff="monospace" truncate="end">
        {line.base_item_code || 'Custom'}
      </Text>
      <LineBadges line={line} onSpool={() => onAction('edit-spool', line)} />
    </Group>
  );
}

function Prices({ line }: { line: CartItem }) {
  return (
    <Stack gap={0} align="flex-end" w={110}>
      <Text size="xs" c="dimmed">
        {formatUnitPrice(line.unit_price)} / {line.unit}
      </Text>
      <Text size="sm" fw={600}>
        {formatMoney(line.extended_price)}
      </Text>
    </Stack>
  );
}

/** One line of the BOM: a table-like row on a desktop, a stacked card on a phone. */
export const BomRow = memo(function BomRow({ projectId, line, selected, phone, onToggle, onAction }: BomRowProps) {
  const name = line.base_item_code || line.description;
  const check = <Checkbox aria-label={`Select ${name}`} checked={selected} onChange={() => onToggle(line.id)} />;
  const maker = line.manufacturer_name || 'No manufacturer';
  if (phone) {
    return (
      <Stack gap={6} p="sm" style={border}>
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            {check}
            <Title line={line} onAction={onAction} />
          </Group>
          <LineMenu line={line} onAction={onAction} />
        </Group>
        <Text size="sm" title={line.description}>
          {line.description}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Text size="xs" c="dimmed" truncate="end" style={{ flex: 1 }}>
            {maker}
          </Text>
          <Box w={140}>
            <OptionSelect projectId={projectId} line={line} />
          </Box>
        </Group>
        <Group justify="space-between" wrap="nowrap">
          <Group gap={6} wrap="nowrap">
            <QuantityInput projectId={projectId} line={line} />
            <Text size="xs">{quantityUnitLabel(line)}</Text>
          </Group>
          <Prices line={line} />
        </Group>
        <CodeChips line={line} onEdit={() => onAction('codes', line)} />
        <OrderedBadges line={line} />
      </Stack>
    );
  }
  return (
    <Group gap="sm" wrap="nowrap" px="sm" py={6} mih={ROW_HEIGHT} style={border}>
      {check}
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Title line={line} onAction={onAction} />
        {/* two lines: what tells similar items apart (a colour, a size) is often at the end */}
        <Text size="sm" lineClamp={2} title={line.description}>
          {line.description}
        </Text>
        <Group gap={6} wrap="wrap" style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" truncate="end" style={{ flexShrink: 1, minWidth: 40 }}>
            {maker}
          </Text>
          <OrderedBadges line={line} />
        </Group>
      </Stack>
      <Box w={130}>
        <OptionSelect projectId={projectId} line={line} />
      </Box>
      <QuantityInput projectId={projectId} line={line} />
      <Text size="xs" w={84} title="Packages times the package size">
        {quantityUnitLabel(line)}
      </Text>
      <Prices line={line} />
      <Box w={170}>
        <CodeChips line={line} onEdit={() => onAction('codes', line)} />
      </Box>
      <LineMenu line={line} onAction={onAction} />
    </Group>
  );
});
