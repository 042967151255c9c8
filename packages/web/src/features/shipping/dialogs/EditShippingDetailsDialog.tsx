import { Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type ShippingForm, shippingMessages, WILL_CALL_ADDRESS } from '@jobsite/core';
import { AddressPanel, type AddressErrors, type AddressFormValues, addressFormValues, validateAddress } from '../../../components/address-panel';
import { DialogActions } from '../../../components/DialogActions';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { useUpdateShippingForm } from '../api/update-shipping-form';
import { snackError, snackSuccess } from '../snackbar';

interface Draft {
  date: string;
  willCall: boolean;
  address: AddressFormValues;
}
const draftOf = (form: ShippingForm): Draft => ({ date: form.shipping_date ?? '', willCall: form.will_call, address: addressFormValues(form.shipping_address) });

/**
 * Edit shipping details: the shipping date (required) and where it goes: a complete address
 * (the address panel's country rules) or Will call, the fixed address the site collects from.
 */
export function EditShippingDetailsDialog({ form, opened, onClose }: { form: ShippingForm; opened: boolean; onClose: () => void }) {
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Edit shipping details" size="lg">
      {opened && <DetailsForm form={form} onClose={onClose} />}
    </ResponsiveModal>
  );
}

function DetailsForm({ form, onClose }: { form: ShippingForm; onClose: () => void }) {
  const initial = draftOf(form);
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<{ date?: string; address?: AddressErrors }>({});
  const save = useUpdateShippingForm(form.id);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = () => {
    const next = { date: draft.date ? undefined : shippingMessages.selectShippingDate, address: draft.willCall ? {} : validateAddress(draft.address) };
    setErrors(next);
    if (next.date || Object.keys(next.address).length > 0) return;
    if (JSON.stringify(draft) === JSON.stringify(initial)) return onClose();
    save.mutate(
      { field_to_update: 'shipping_details', shipping_date: draft.date, shipping_address: draft.willCall ? WILL_CALL_ADDRESS : draft.address },
      {
        onSuccess: () => {
          snackSuccess('Shipping details saved');
          onClose();
        },
        onError: (e) => snackError(e),
      },
    );
  };

  return (
    <Stack>
      <TextInput
        type="date"
        label="Shipping date"
        required
        value={draft.date}
        error={errors.date}
        onChange={(e) => {
          set({ date: e.currentTarget.value });
          setErrors((er) => ({ ...er, date: undefined }));
        }}
      />
      <Switch label="Will call" description="The site collects it at the warehouse counter: no address." checked={draft.willCall} onChange={(e) => set({ willCall: e.currentTarget.checked })} />
      {draft.willCall ? (
        <Text size="sm" c="dimmed">
          Address: {WILL_CALL_ADDRESS}
        </Text>
      ) : (
        <AddressPanel label="Shipping address" value={draft.address} onChange={(address) => set({ address })} errors={errors.address} />
      )}
      <DialogActions onCancel={onClose} onSave={submit} saving={save.isPending} />
    </Stack>
  );
}
