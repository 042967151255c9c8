import { Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type SellerListItem, sellerItemUpdateBody, sellerRentalUpdateBody } from '@jobsite/core';
import { DialogActions } from '../../../components/DialogActions';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';
import { formatQuantityWithUnit } from '../../../lib/quantity';
import { useSellerItemUpdate } from '../api/seller';

interface Values {
  seller_note: string;
  rental_start_date: string;
  rental_end_date: string;
}

/**
 * The supplier's fields of a shared list item: its note, and rental dates (both, end on or
 * after start). Only what changed is sent; the buyer's fields are not the supplier's to edit.
 */
export function SellerItemDialog({ item, onClose }: { item: SellerListItem; onClose: () => void }) {
  const noteChanged = (v: Values) => v.seller_note.trim() !== item.seller_note;
  const datesChanged = (v: Values) => (v.rental_start_date || null) !== item.rental_start_date || (v.rental_end_date || null) !== item.rental_end_date;
  const form = useForm<Values>({
    initialValues: { seller_note: item.seller_note, rental_start_date: item.rental_start_date ?? '', rental_end_date: item.rental_end_date ?? '' },
    validate: (v) => {
      const errors: Record<string, string> = {};
      if (noteChanged(v)) {
        const r = sellerItemUpdateBody.safeParse({ list_item_id: item.id, seller_note: v.seller_note });
        if (!r.success) errors.seller_note = r.error.issues[0].message;
      }
      if (datesChanged(v)) {
        const r = sellerRentalUpdateBody.safeParse({ list_item_id: item.id, rental_start_date: v.rental_start_date, rental_end_date: v.rental_end_date });
        if (!r.success) errors[String(r.error.issues[0].path[0] ?? 'rental_end_date') === 'rental_start_date' ? 'rental_start_date' : 'rental_end_date'] = r.error.issues[0].message;
      }
      return errors;
    },
  });
  const note = useSellerItemUpdate('note');
  const rental = useSellerItemUpdate('rental');
  const submit = form.onSubmit(async (v) => {
    if (!noteChanged(v) && !datesChanged(v)) return onClose();
    try {
      if (noteChanged(v)) await note.mutateAsync({ list_item_id: item.id, seller_note: v.seller_note.trim() });
      if (datesChanged(v)) await rental.mutateAsync({ list_item_id: item.id, rental_start_date: v.rental_start_date, rental_end_date: v.rental_end_date });
      showSuccessToast('Saved');
      onClose();
    } catch (e) {
      handleApiError(e, { form });
    }
  });
  return (
    <ResponsiveModal opened onClose={onClose} title="Supplier note and rental dates" size="md">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">
            {item.code ? `${item.code} · ` : ''}
            {item.description} · {formatQuantityWithUnit(item.quantity, item.unit)}
          </Text>
          <Textarea label="Supplier note" autosize minRows={2} data-autofocus {...form.getInputProps('seller_note')} />
          <TextInput type="date" label="Rental start date" {...form.getInputProps('rental_start_date')} />
          <TextInput type="date" label="Rental end date" {...form.getInputProps('rental_end_date')} />
          <DialogActions onCancel={onClose} onSave={() => submit()} saving={note.isPending || rental.isPending} />
        </Stack>
      </form>
    </ResponsiveModal>
  );
}
