import { Box, Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { type ConfirmedStatus, DELIVERY_STAGES, SHIPPING_STATUS_LABELS, type ShippingForm, type ShippingStatus, hasShippingDeliveryOption, shippingMessages } from '@jobsite/core';
import { ShippingStatusBadge } from '../../../components/shipping/ShippingStatusBadge';
import { ThrottledButton } from '../../../components/ThrottledButton';
import { useUpdateStatus } from '../api/update-status';
import { snackError, snackSuccess, snackWarning } from '../snackbar';

/** What a status off the delivery path means, said plainly under the stages. */
const STATUS_NOTES: Partial<Record<ShippingStatus, string>> = {
  pending: 'Being prepared at the warehouse.',
  storage: 'Held in storage at the warehouse until it is needed.',
  'will call': 'Will call: the site collects it at the warehouse counter.',
  picked: 'Picked up at the counter; the site signs for it on arrival.',
  canceled: 'Canceled: nothing ships on this form.',
};

/** A return travels the other way: from the job site back to its warehouse. */
const RETURN_NOTES: Partial<Record<ShippingStatus, string>> = {
  ...STATUS_NOTES,
  pending: 'Being prepared on site for its return to the warehouse.',
  storage: 'Held on site until it is collected for the warehouse.',
};

const MOVE_LABELS: Record<ShippingStatus, string> = {
  pending: 'Back to pending',
  storage: 'Move to storage',
  'will call': 'Set for will call',
  'ready-to-ship': 'Ready to ship',
  picked: 'Mark picked up',
  'in transit': 'In transit',
  delivered: 'Delivered',
  canceled: 'Cancel form',
};
export const CONFIRM_LABELS: Record<ConfirmedStatus, string> = { 'in transit': 'Confirm in transit', delivered: 'Confirm delivered' };

/** The delivery stages in order, the reached ones ticked, the current one marked. */
function Stages({ status }: { status: ShippingStatus }) {
  const reached = status === 'picked' ? -1 : DELIVERY_STAGES.indexOf(status as (typeof DELIVERY_STAGES)[number]);
  return (
    <Box component="ol" aria-label="Delivery stages" style={{ display: 'flex', gap: 8, listStyle: 'none', padding: 0, margin: 0, flexWrap: 'wrap' }}>
      {DELIVERY_STAGES.map((stage, n) => {
        const done = reached >= n && status !== 'canceled';
        const current = stage === status;
        return (
          <Box component="li" key={stage} aria-current={current ? 'step' : undefined} style={{ display: 'flex', alignItems: 'center', gap: 6, flex: '1 1 0', minWidth: 96 }}>
            <ThemeIcon size={22} radius="xl" color={done ? 'blue' : 'gray'} variant={done ? 'filled' : 'light'} aria-hidden>
              {done ? <IconCheck size={14} /> : <Text size="xs">{n + 1}</Text>}
            </ThemeIcon>
            <Text size="sm" fw={current ? 700 : 400}>
              {SHIPPING_STATUS_LABELS[stage]}
            </Text>
          </Box>
        );
      })}
    </Box>
  );
}

/**
 * The status bar: the delivery stages, the status badge (canceled, storage, will call and
 * picked said in words), and the moves the server's abilities allow: plain status changes,
 * and in transit / delivered through the confirm dialog.
 */
export function StatusBar({ form, onConfirm }: { form: ShippingForm; onConfirm: (status: ConfirmedStatus) => void }) {
  const move = useUpdateStatus(form.id);
  // the server's rule: a contact group, or the name typed for who carries it
  const hasDeliveryOption = hasShippingDeliveryOption({ contactGroupId: form.delivery_by_contact_group?.id ?? null, name: form.delivery_by_name });
  const setStatus = (s: ShippingStatus) => {
    if (s === 'ready-to-ship' && !hasDeliveryOption) return snackWarning(shippingMessages.deliveryOptionFirst);
    move.mutate({ new_status: s }, { onSuccess: (f) => snackSuccess(`${f.number}: ${f.status_display}`), onError: (e) => snackError(e) });
  };
  const confirm = (s: ConfirmedStatus) => {
    if (s === 'in transit' && !hasDeliveryOption) return snackWarning(shippingMessages.deliveryOptionFirst);
    onConfirm(s);
  };
  // Cancelling an open form is the page's Delete (a pending form is deleted, any other canceled).
  const moves = form.abilities.statuses.filter((s) => s !== 'canceled' || !form.abilities.delete);
  const note = (form.is_return ? RETURN_NOTES : STATUS_NOTES)[form.status];
  return (
    <Card withBorder padding="sm" component="section" aria-label="Status">
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={600}>
            Status
          </Text>
          <ShippingStatusBadge status={form.status} size="lg" />
        </Group>
        <Stages status={form.status} />
        {note && (
          <Text size="sm" c={form.status === 'canceled' ? 'red.8' : 'dimmed'}>
            {note}
          </Text>
        )}
        {(moves.length > 0 || form.abilities.confirm.length > 0) && (
          <Group gap="xs" wrap="wrap">
            {form.abilities.confirm.map((s) => (
              <Button key={s} onClick={() => confirm(s)}>
                {CONFIRM_LABELS[s]}
              </Button>
            ))}
            {moves.map((s) => (
              <ThrottledButton key={s} variant={s === 'canceled' ? 'light' : 'default'} color={s === 'canceled' ? 'red' : undefined} loading={move.isPending && move.variables?.new_status === s} onClick={() => setStatus(s)}>
                {form.status === 'canceled' && s === 'pending' ? 'Reopen' : MOVE_LABELS[s]}
              </ThrottledButton>
            ))}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
