import { Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type CartItem, cartMessages } from '@jobsite/core';
import { DialogActions } from '../../../components/DialogActions';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';
import { useUpdateRental } from '../api/update-rental';

/** A rental line's start and end dates (ProjectRentalItemUpdate/); unchanged dates send nothing. */
export function RentalDatesDialog({ projectId, line, onClose }: { projectId: number; line: CartItem; onClose: () => void }) {
  const [start, setStart] = useState(line.rental_start_date ?? '');
  const [end, setEnd] = useState(line.rental_end_date ?? '');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateRental(projectId);
  const save = () => {
    if (!start || !end) return setError(cartMessages.rentalDatesRequired);
    if (end < start) return setError(cartMessages.rentalDatesOrder);
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
  };
  return (
    <ResponsiveModal opened onClose={onClose} title={line.is_rental ? 'Rental dates' : 'Make rental'} size="sm">
      <Stack>
        <TextInput type="date" label="Start date" value={start} onChange={(e) => (setStart(e.currentTarget.value), setError(null))} />
        <TextInput type="date" label="End date" value={end} onChange={(e) => (setEnd(e.currentTarget.value), setError(null))} error={error} />
        <DialogActions onCancel={onClose} onSave={save} saving={update.isPending} />
      </Stack>
    </ResponsiveModal>
  );
}
