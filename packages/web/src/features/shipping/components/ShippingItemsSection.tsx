import { ActionIcon, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { formatQuantity, type ShippingForm, type ShippingItem } from '@jobsite/core';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useRemoveShippingDetail, useRemoveShippingItems } from '../api/shipping-items';
import { AddRequestItemsDialog } from '../dialogs/AddRequestItemsDialog';
import { EditItemBinsDialog } from '../dialogs/EditItemBinsDialog';
import { snackError, snackSuccess } from '../snackbar';
import { Section } from './Section';

const EXCEPTION_LABELS = { short: 'Short', damaged: 'Damaged' } as const;

function ItemCard({ item, editable, onEdit, onRemove, onRemoveBin, removingBin }: { item: ShippingItem; editable: boolean; onEdit: () => void; onRemove: () => void; onRemoveBin: (detailId: number) => void; removingBin: number | null }) {
  const placed = item.shipping_item_details.reduce((s, d) => s + d.quantity, 0);
  return (
    <Card withBorder padding="xs" component="li" aria-label={item.name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {item.name}
          </Text>
          <Text size="xs" c="dimmed">
            {[item.code, item.serial_number].filter(Boolean).join(' · ')}
          </Text>
          {item.exception && (
            <Badge color="red" variant="light" size="sm">
              {item.exception === 'short' ? `Short: ${formatQuantity(item.exception_quantity)} of ${formatQuantity(item.quantity)} did not arrive` : `${EXCEPTION_LABELS[item.exception]}: ${formatQuantity(item.exception_quantity)}`}
            </Badge>
          )}
        </Stack>
        <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
          {item.quantity} {item.unit}
        </Text>
      </Group>
      <Stack gap={2} mt={6}>
        {item.shipping_item_details.length === 0 ? (
          <Text size="xs" c="dimmed">
            No bin location yet
          </Text>
        ) : (
          item.shipping_item_details.map((d) => (
            <Group key={d.id} gap={4} wrap="nowrap">
              <Text size="xs">
                {d.bin_location_name || 'No bin'} × {d.quantity}
              </Text>
              {editable && (
                <ActionIcon size="sm" variant="subtle" color="red" aria-label={`Remove bin ${d.bin_location_name || d.id} of ${item.name}`} loading={removingBin === d.id} onClick={() => onRemoveBin(d.id)}>
                  <IconX size={14} />
                </ActionIcon>
              )}
            </Group>
          ))
        )}
        {item.shipping_item_details.length > 0 && placed !== item.quantity && (
          <Text size="xs" c="orange.9">
            {placed} of {item.quantity} placed in bins
          </Text>
        )}
      </Stack>
      {editable && (
        <Group gap="xs" mt={6}>
          <Button size="compact-xs" variant="light" onClick={onEdit} aria-label={`Edit quantity and bins of ${item.name}`}>
            Edit quantity and bins
          </Button>
          <Button size="compact-xs" variant="subtle" color="red" onClick={onRemove} aria-label={`Remove ${item.name}`}>
            Remove
          </Button>
        </Group>
      )}
    </Card>
  );
}

/** The items that ship, each with the bins of the pickup warehouse it comes from and any delivery exception. */
export function ShippingItemsSection({ form }: { form: ShippingForm }) {
  const editable = form.abilities.edit_details;
  const [editing, setEditing] = useState<ShippingItem | null>(null);
  const [removing, setRemoving] = useState<ShippingItem | null>(null);
  const [adding, setAdding] = useState(false);
  const removeItems = useRemoveShippingItems(form.id);
  const removeDetail = useRemoveShippingDetail(form.id);

  return (
    <Section
      title={`Shipping items (${form.shipping_items.length})`}
      action={
        editable &&
        form.tool_request && (
          <Button size="compact-sm" variant="light" onClick={() => setAdding(true)}>
            Add items
          </Button>
        )
      }
    >
      {form.shipping_items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No items on this form.{editable && form.tool_request ? ' Add the request’s items that ship on it.' : ''}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Shipping items">
          {form.shipping_items.map((item) => (
            <ItemCard
              key={item.id}
              item={item}
              editable={editable}
              onEdit={() => setEditing(item)}
              onRemove={() => setRemoving(item)}
              removingBin={removeDetail.isPending ? (removeDetail.variables?.shipping_item_detail_id ?? null) : null}
              onRemoveBin={(detailId) => removeDetail.mutate({ shipping_item_detail_id: detailId }, { onSuccess: () => snackSuccess('Bin location removed'), onError: (e) => snackError(e) })}
            />
          ))}
        </Stack>
      )}
      {editable && (
        <>
          <EditItemBinsDialog form={form} item={editing} onClose={() => setEditing(null)} />
          <AddRequestItemsDialog form={form} opened={adding} onClose={() => setAdding(false)} />
          <ConfirmDialog
            opened={removing !== null}
            onClose={() => setRemoving(null)}
            title={`Remove ${removing?.name ?? 'item'}?`}
            message="It comes off this shipping form and stays open on the request."
            confirmLabel="Remove"
            loading={removeItems.isPending}
            onConfirm={() =>
              removing &&
              removeItems.mutate(
                { shipping_item_ids: [removing.id] },
                {
                  onSuccess: () => {
                    snackSuccess(`${removing.name} removed`);
                    setRemoving(null);
                  },
                  onError: (e) => snackError(e),
                },
              )
            }
          />
        </>
      )}
    </Section>
  );
}
