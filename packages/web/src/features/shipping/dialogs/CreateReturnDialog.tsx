import { Alert, Checkbox, Group, NumberInput, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { arrivedQuantity, createReturnBody, formatQuantity, type ShippingForm, shippingItemLabel, shippingMessages } from '@jobsite/core';
import { AddressPanel, type AddressErrors, emptyAddress, validateAddress } from '../../../components/address-panel';
import { DialogActions } from '../../../components/DialogActions';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { paths } from '../../../config/paths';
import { useCreateReturn } from '../api/create-return';
import { snackError, snackSuccess } from '../snackbar';
import { localDay } from '../../../lib/dates';

export interface ReturnLine {
  shipping_item_id: number;
  quantity: number;
}
type Selection = Record<number, { checked: boolean; quantity: number | string }>;
type Errors = Partial<Record<'return_items' | 'shipping_date' | 'address', string>>;


/**
 * Create return: which items go back and how many (all selected at first, or exactly the
 * given lines, e.g. those found short or damaged), when, and where (the pickup warehouse's
 * address unless another is entered). Opens the new return form.
 */
export function CreateReturnDialog({ form, opened, lines, onClose }: { form: ShippingForm; opened: boolean; lines?: ReturnLine[]; onClose: () => void }) {
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Create return" size="lg">
      {opened && <ReturnForm form={form} lines={lines} onClose={onClose} />}
    </ResponsiveModal>
  );
}

function ReturnForm({ form, lines, onClose }: { form: ShippingForm; lines?: ReturnLine[]; onClose: () => void }) {
  const navigate = useNavigate();
  const create = useCreateReturn(form.id);
  const [selection, setSelection] = useState<Selection>(() =>
    Object.fromEntries(
      form.shipping_items.map((i) => {
        const given = lines?.find((l) => l.shipping_item_id === i.id);
        const arrived = arrivedQuantity(i);
        return [i.id, lines ? { checked: Boolean(given), quantity: given?.quantity ?? arrived } : { checked: arrived > 0, quantity: arrived }];
      }),
    ),
  );
  const [date, setDate] = useState(() => localDay());
  const [otherAddress, setOtherAddress] = useState(false);
  const [address, setAddress] = useState(() => emptyAddress());
  const [addressErrors, setAddressErrors] = useState<AddressErrors>({});
  const [deliveryBy, setDeliveryBy] = useState('');
  const [userName, setUserName] = useState('');
  const [instructions, setInstructions] = useState('');
  const [tracking, setTracking] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = () => {
    const body = {
      return_items: Object.entries(selection).flatMap(([id, s]) => (s.checked ? [{ shipping_item_id: Number(id), quantity: Number(s.quantity) }] : [])),
      shipping_date: date,
      shipping_address: otherAddress ? address : undefined,
      delivery_by_name: deliveryBy,
      user_name: userName,
      instructions,
      external_tracking_num: tracking,
    };
    const checked = createReturnBody.safeParse(body);
    const next: Errors = {};
    if (!checked.success)
      for (const issue of checked.error.issues) {
        const field = issue.path[0] === 'return_items' ? 'return_items' : issue.path[0] === 'shipping_date' ? 'shipping_date' : issue.path[0] === 'shipping_address' ? 'address' : null;
        if (field) next[field] ??= issue.message;
      }
    const addrErrors = otherAddress ? validateAddress(address) : {};
    setErrors(next);
    setAddressErrors(addrErrors);
    if (!checked.success || Object.keys(addrErrors).length) return;
    create.mutate(body, {
      onSuccess: (created) => {
        snackSuccess(`Return ${created.number} created`);
        onClose();
        void navigate(paths.shippingForm(created.id));
      },
      onError: (e) => snackError(e),
    });
  };

  return (
    <Stack>
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          Items to return
        </Text>
        {errors.return_items && (
          <Alert color="red" variant="light" role="alert">
            {errors.return_items}
          </Alert>
        )}
        {form.shipping_items.map((i) => {
          const s = selection[i.id];
          const arrived = arrivedQuantity(i);
          return (
            <Group key={i.id} justify="space-between" wrap="nowrap" gap="xs">
              <Checkbox
                label={shippingItemLabel(i)}
                description={arrived === 0 ? 'Did not arrive: nothing to return' : undefined}
                disabled={arrived === 0}
                checked={s.checked}
                onChange={(e) => {
                  const checkedNow = e.currentTarget.checked;
                  setSelection((x) => ({ ...x, [i.id]: { ...s, checked: checkedNow } }));
                  setErrors((er) => ({ ...er, return_items: undefined }));
                }}
              />
              {s.checked && (
                <NumberInput
                  aria-label={`Quantity of ${shippingItemLabel(i)} to return`}
                  w={90}
                  min={1}
                  max={arrived}
                  clampBehavior="none"
                  allowDecimal={false}
                  value={s.quantity}
                  onChange={(v) => setSelection((x) => ({ ...x, [i.id]: { ...s, quantity: v } }))}
                  error={!(Number(s.quantity) >= 1) ? shippingMessages.quantityPositive : Number(s.quantity) > arrived ? `At most ${formatQuantity(arrived)} arrived` : undefined}
                />
              )}
            </Group>
          );
        })}
      </Stack>
      <TextInput type="date" label="Shipping date" required value={date} onChange={(e) => setDate(e.currentTarget.value)} error={errors.shipping_date} />
      <Checkbox
        label={`Return to another address than ${form.pickup_warehouse?.name ?? 'the pickup warehouse'}`}
        checked={otherAddress}
        onChange={(e) => setOtherAddress(e.currentTarget.checked)}
      />
      {otherAddress && <AddressPanel label="Return address" value={address} onChange={setAddress} errors={addressErrors} />}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Delivery by" description="Who carries it back" value={deliveryBy} onChange={(e) => setDeliveryBy(e.currentTarget.value)} />
        <TextInput label="Handed over by" description="Who hands it over on the site" value={userName} onChange={(e) => setUserName(e.currentTarget.value)} />
        <TextInput label="3rd Party Tracking #" value={tracking} onChange={(e) => setTracking(e.currentTarget.value)} />
      </SimpleGrid>
      <Textarea label="Instructions" autosize minRows={2} value={instructions} onChange={(e) => setInstructions(e.currentTarget.value)} />
      <DialogActions onCancel={onClose} onSave={submit} saving={create.isPending} saveLabel="Create return" />
    </Stack>
  );
}
