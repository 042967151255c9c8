import { Badge, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { isOpenOrderLine, lineReceivedInFull, PRICE_SOURCE_LABELS, type OrderDetail, type OrderLine } from '@jobsite/core';
import type { ReactNode } from 'react';
import { useIsPhone } from '../../../components/ResponsiveModal';
import { formatUnitPrice, formatMoney } from '../../../lib/money';
import { LineItemText } from '../../../components/orders/LineItemText';
import { formatQuantityWithUnit } from '../../../lib/quantity';

interface Props {
  lines: OrderLine[];
  /** Selectable lines (the supplier picks lines to backorder or ship). */
  selected?: Set<number>;
  onToggle?: (id: number) => void;
  /** Extra cell per line (the pending screen's quantity editor and remove button). */
  quantityCell?: (line: OrderLine) => ReactNode;
  actionCell?: (line: OrderLine) => ReactNode;
}

/** A line's catalogue number before what follows it; a line without one (a custom line) has no separator left over. */
export const withCode = (code: string, rest: string) => (code ? `${code} · ${rest}` : rest);

function LineState({ line }: { line: OrderLine }) {
  return (
    <Group gap={4}>
      {line.shipped && <Badge size="xs" color="violet" variant="light">Shipped</Badge>}
      {line.backordered && <Badge size="xs" color="orange" variant="light">Backordered</Badge>}
      {line.received_quantity > 0 && (
        <Badge size="xs" color="green" variant="light" tt="none">
          {lineReceivedInFull(line) ? 'Received' : `Received ${formatQuantityWithUnit(line.received_quantity, line.unit)} of ${formatQuantityWithUnit(line.quantity, line.unit)}`}
        </Badge>
      )}
      {line.promised_date && (
        <Text size="xs" c={line.need_by_date && line.promised_date > line.need_by_date ? 'red.8' : 'dimmed'}>
          Promised {line.promised_date}
          {line.need_by_date ? ` · need by ${line.need_by_date}` : ''}
        </Text>
      )}
      {!line.promised_date && line.need_by_date && <Text size="xs" c="dimmed">Need by {line.need_by_date}</Text>}
    </Group>
  );
}

/** An order's lines: a table on a laptop, stacked rows on a phone. Prices say where they came from. */
export function OrderLinesTable({ lines, selected, onToggle, quantityCell, actionCell }: Props) {
  const phone = useIsPhone();
  const pick = (l: OrderLine) =>
    selected && onToggle ? (
      // a line shipped or received is past the supplier's line steps (linesForStep refuses it)
      <Checkbox aria-label={`Select ${l.code || l.description}`} checked={selected.has(l.id)} disabled={!isOpenOrderLine(l)} onChange={() => onToggle(l.id)} />
    ) : null;
  if (phone) {
    return (
      <Stack gap="xs">
        {lines.map((l) => (
          <Group key={l.id} wrap="nowrap" align="flex-start" gap="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', paddingBottom: 6 }}>
            {pick(l)}
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" fw={600} lineClamp={2}>
                {l.description}
              </Text>
              <Text size="xs" c="dimmed">
                {withCode(l.code, `${formatUnitPrice(l.unit_price)} / ${l.unit} (${PRICE_SOURCE_LABELS[l.price_source]})`)}
              </Text>
              <Group gap="xs">
                {quantityCell ? quantityCell(l) : <Text size="sm">{formatQuantityWithUnit(l.quantity, l.unit)}</Text>}
                <Text size="sm" fw={600}>
                  {formatMoney(l.extended_price)}
                </Text>
              </Group>
              <LineState line={l} />
            </Stack>
            {actionCell?.(l)}
          </Group>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            {selected && <Table.Th w={36} />}
            <Table.Th>Item</Table.Th>
            <Table.Th ta="right">Quantity</Table.Th>
            <Table.Th ta="right">Unit price</Table.Th>
            <Table.Th ta="right">Extended</Table.Th>
            <Table.Th>Dates</Table.Th>
            {actionCell && <Table.Th w={48} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((l) => (
            <Table.Tr key={l.id}>
              {selected && <Table.Td>{pick(l)}</Table.Td>}
              <Table.Td>
                <LineItemText description={l.description} code={l.code} />
              </Table.Td>
              <Table.Td ta="right">{quantityCell ? quantityCell(l) : formatQuantityWithUnit(l.quantity, l.unit)}</Table.Td>
              <Table.Td ta="right">
                <Text size="sm">{formatUnitPrice(l.unit_price)}</Text>
                <Text size="xs" c="dimmed">
                  {PRICE_SOURCE_LABELS[l.price_source]}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{formatMoney(l.extended_price)}</Table.Td>
              <Table.Td>
                <LineState line={l} />
              </Table.Td>
              {actionCell && <Table.Td>{actionCell(l)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

type TotalsOf = Pick<OrderDetail, 'subtotal' | 'tax' | 'total' | 'use_tax' | 'cost_total' | 'unpriced_lines'> & { tax_code: Pick<NonNullable<OrderDetail['tax_code']>, 'tax_code' | 'tax_rate' | 'is_use_tax'> | null };

/**
 * Subtotal, tax and total of an order, from the one computation (core orderTotals). At a use tax
 * code the supplier charges no tax: the buyer sees the use tax it pays itself, and what the order
 * costs it with that, under the total the supplier bills.
 */
export function OrderTotals({ order }: { order: TotalsOf }) {
  const code = order.tax_code;
  return (
    <Stack gap={2} align="flex-end">
      <Text size="sm">Subtotal {formatMoney(order.subtotal)}</Text>
      <Text size="sm">
        {code?.is_use_tax ? `Tax (none: ${code.tax_code} is use tax)` : `Tax ${code ? `(${code.tax_code}, ${code.tax_rate}%)` : ''}`} {formatMoney(order.tax)}
      </Text>
      <Text fw={700}>Total {formatMoney(order.total)}</Text>
      {code?.is_use_tax && order.use_tax > 0 && (
        <>
          <Text size="sm">
            Use tax (you pay, {code.tax_rate}%) {formatMoney(order.use_tax)}
          </Text>
          <Text size="sm" fw={600}>
            Your cost {formatMoney(order.cost_total)}
          </Text>
        </>
      )}
      {order.unpriced_lines > 0 && (
        <Text size="xs" c="orange.9">
          {order.unpriced_lines} line{order.unpriced_lines === 1 ? ' has' : 's have'} no price and {order.unpriced_lines === 1 ? 'is' : 'are'} left out of the total.
        </Text>
      )}
    </Stack>
  );
}
