import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { quantityToReceive, receiveLines, type OrderDetail } from '@jobsite/core';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';
import { formatQuantityWithUnit } from '../../../lib/quantity';
import { useOrderAction } from '../api/orders';
import { withCode } from '../components/OrderLinesTable';

/** What a receipt did: the order received in full, or how many lines are in and how many still to come (the status stays). */
export function receivedText(o: Pick<OrderDetail, 'items' | 'status_display'>): string {
  const open = o.items.filter((i) => quantityToReceive(i) > 0).length;
  if (open === 0) return `${o.status_display}.`;
  const full = o.items.length - open;
  return `${full} of ${o.items.length} line${o.items.length === 1 ? '' : 's'} received in full; ${open} still to come.`;
}

/**
 * Mark received: the buyer counts in what came, line by line. Each line starts at what is still
 * to come (so a delivery that came whole is one click); a short delivery is typed lower, and the
 * order stays where it is until the rest is in. The server applies the same rule (receiveLines).
 */
export function ReceiveOrderDialog({ order, title, opened, onClose }: { order: OrderDetail; title: string; opened: boolean; onClose: () => void }) {
  const act = useOrderAction(order.id);
  const open = order.items.filter((i) => quantityToReceive(i) > 0);
  const [counts, setCounts] = useState<Record<number, number | string>>(() => Object.fromEntries(open.map((i) => [i.id, quantityToReceive(i)])));
  const [error, setError] = useState<string | null>(null);
  const lines = open.map((i) => ({ item_id: i.id, quantity: Number(counts[i.id] ?? 0) || 0 }));

  function submit() {
    const checked = receiveLines(
      order.items.map((i) => ({ id: i.id, name: i.code || i.description, quantity: i.quantity, received_quantity: i.received_quantity })),
      lines,
    );
    if (!checked.ok) return setError(checked.error);
    act.mutate(
      { action: 'receive', body: { lines: lines.filter((l) => l.quantity > 0) } },
      {
        onSuccess: (o) => {
          showSuccessToast(`${title}: ${receivedText(o)}`);
          onClose();
        },
        onError: (e) => handleApiError(e, { form: { values: { lines: '' }, setFieldError: (_f, m) => setError(m) }, labels: { lines: 'Lines' } }),
      },
    );
  }

  return (
    <ResponsiveModal opened={opened} onClose={onClose} size="lg" title={`Receive ${title}`}>
      <Stack>
        <Text size="sm" c="dimmed">
          Enter what came of each line. A line short now stays open, and the order stays where it is until the rest is in.
        </Text>
        <Stack gap={0} role="list" aria-label="Lines to receive">
          {open.map((item) => (
            <Group key={item.id} role="listitem" gap="sm" py={8} wrap="wrap" justify="space-between" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
              <div style={{ flex: '1 1 220px', minWidth: 0 }}>
                <Text size="sm">{item.description}</Text>
                <Text size="xs" c="dimmed">
                  {withCode(item.code, `ordered ${formatQuantityWithUnit(item.quantity, item.unit)}${item.received_quantity > 0 ? `, ${formatQuantityWithUnit(item.received_quantity, item.unit)} received before` : ''}`)}
                </Text>
              </div>
              <NumberInput
                label="Received now"
                aria-label={`Received now of ${item.code || item.description}`}
                size="xs"
                w={140}
                min={0}
                max={quantityToReceive(item)}
                decimalScale={3}
                rightSection={<Text size="xs">{item.unit}</Text>}
                value={counts[item.id]}
                onChange={(v) => (setCounts((c) => ({ ...c, [item.id]: v })), setError(null))}
              />
            </Group>
          ))}
        </Stack>
        {error && (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={act.isPending}>
            Mark received
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
