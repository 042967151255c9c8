import { Group, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { returnQuantityError, type ToolItem } from '@jobsite/core';
import { useStartReturn } from '../../../components/assets/api';
import { DialogActions } from '../../../components/DialogActions';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';
import { formatQuantityWithUnit } from '../../../lib/quantity';

/**
 * Start return request: the selected items go back to their warehouse. A stock row asks how much of
 * it goes (all of it at first; more than 0, no more than is on the job: core's returnQuantityError,
 * which the server applies too); the server splits the row and the rest stays on the job.
 */
export function StartReturnDialog({ opened, items, onClose, onDone }: { opened: boolean; items: ToolItem[]; onClose: () => void; onDone: () => void }) {
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Start return request" size="md">
      {opened && <ReturnForm items={items} onClose={onClose} onDone={onDone} />}
    </ResponsiveModal>
  );
}

const rowName = (i: ToolItem) => `${i.model.name}${i.serial_number || i.barcode ? ` ${i.serial_number || i.barcode}` : ''}`;

function ReturnForm({ items, onClose, onDone }: { items: ToolItem[]; onClose: () => void; onDone: () => void }) {
  const startReturn = useStartReturn();
  const stock = items.filter((i) => i.service === 'stock');
  const [quantities, setQuantities] = useState<Record<number, number | string>>(() => Object.fromEntries(stock.map((i) => [i.id, i.quantity])));
  const [shown, setShown] = useState(false);
  const problem = (i: ToolItem) => returnQuantityError(Number(quantities[i.id]), { quantity: i.quantity, name: i.model.name });
  const submit = () => {
    setShown(true);
    if (stock.some((i) => problem(i))) return;
    startReturn.mutate(
      { item_ids: items.map((i) => i.id), ...(stock.length ? { quantities: stock.map((i) => ({ item_id: i.id, quantity: Number(quantities[i.id]) })) } : {}) },
      {
        onSuccess: (r) => {
          showSuccessToast(`Return ${r.number} started`);
          onDone();
        },
        onError: (e) => handleApiError(e),
      },
    );
  };
  return (
    <Stack>
      <Text size="sm">
        Send {items.length} item{items.length === 1 ? '' : 's'} from {items[0]?.project_name ?? 'the project'} back to {items[0]?.warehouse?.name ?? 'the warehouse'}? The warehouse is told and receives them.
      </Text>
      {stock.map((i) => (
        <Group key={i.id} justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm">{rowName(i)}</Text>
            <Text size="xs" c="dimmed">
              {formatQuantityWithUnit(i.quantity, i.model.unit)} on the job
            </Text>
          </Stack>
          <NumberInput
            aria-label={`Quantity of ${rowName(i)} to return`}
            w={130}
            min={1}
            max={i.quantity}
            clampBehavior="none"
            allowDecimal={false}
            thousandSeparator=","
            rightSection={<Text size="xs">{i.model.unit}</Text>}
            value={quantities[i.id]}
            onChange={(v) => setQuantities((q) => ({ ...q, [i.id]: v }))}
            error={shown ? problem(i) : undefined}
          />
        </Group>
      ))}
      <DialogActions onCancel={onClose} onSave={submit} saving={startReturn.isPending} saveLabel="Start return" />
    </Stack>
  );
}
