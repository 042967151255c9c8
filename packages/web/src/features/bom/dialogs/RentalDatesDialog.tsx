import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type CartItem, rentalDatesInput } from '@jobsite/core';
import { DialogActions } from '../../../components/DialogActions';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';
import { zodValidate } from '../../../lib/zod-form';
import { useUpdateRental } from '../api/update-rental';

interface Values {
  rental_start_date: string;
  rental_end_date: string;
}
/** An empty date field is a date not given (the rule's "both dates" message, not a format error). */
const datesOf = (v: Values) => ({ rental_start_date: v.rental_start_date || null, rental_end_date: v.rental_end_date || null });

/** A rental line's start and end dates (ProjectRentalItemUpdate/); unchanged dates send nothing. */
export function RentalDatesDialog({ projectId, line, onClose }: { projectId: number; line: CartItem; onClose: () => void }) {
  const form = useForm<Values>({
    initialValues: { rental_start_date: line.rental_start_date ?? '', rental_end_date: line.rental_end_date ?? '' },
    validate: zodValidate(rentalDatesInput, datesOf),
    // Any change takes the message away, whichever date it is about.
    onValuesChange: () => form.clearErrors(),
  });
  const update = useUpdateRental(projectId);
  const save = form.onSubmit(({ rental_start_date: start, rental_end_date: end }) => {
    if (start === line.rental_start_date && end === line.rental_end_date) return onClose();
    update.mutate(
      { project_id: projectId, item_id: line.id, rental_start_date: start, rental_end_date: end },
      {
        onSuccess: () => {
          showSuccessToast('Rental dates saved');
          onClose();
        },
        onError: (e) => handleApiError(e),
      },
    );
  });
  // Both messages of the rule show under the end date, as one message for the pair.
  const error = form.errors.rental_start_date ?? form.errors.rental_end_date;
  return (
    <ResponsiveModal opened onClose={onClose} title={line.is_rental ? 'Rental dates' : 'Make rental'} size="sm">
      <Stack>
        <TextInput type="date" label="Start date" {...form.getInputProps('rental_start_date')} error={undefined} />
        <TextInput type="date" label="End date" {...form.getInputProps('rental_end_date')} error={error} />
        <DialogActions onCancel={onClose} onSave={() => save()} saving={update.isPending} />
      </Stack>
    </ResponsiveModal>
  );
}
