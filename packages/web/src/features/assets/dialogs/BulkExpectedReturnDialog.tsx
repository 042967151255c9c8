import { Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { assetMessages, EXPECTED_RETURN_DATE_PAST, type ToolItem } from '@jobsite/core';
import { useBulkExpectedReturn } from '../../../components/assets/api';
import { DialogActions } from '../../../components/DialogActions';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { localDay, pastDateProblem } from '../../../lib/dates';
import { handleApiError, showErrorToast, showSuccessToast } from '../../../lib/handle-api-error';

/** Bulk expected return date: one date for the selected items ("Please select item(s)" without any). */
export function BulkExpectedReturnDialog({ opened, items, onClose, onDone }: { opened: boolean; items: ToolItem[]; onClose: () => void; onDone: () => void }) {
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useBulkExpectedReturn();
  const submit = () => {
    if (items.length === 0) return showErrorToast(assetMessages.selectItems);
    if (!date) return setError(assetMessages.selectDate);
    const past = pastDateProblem(date, null, EXPECTED_RETURN_DATE_PAST);
    if (past) return setError(past);
    save.mutate(
      { item_ids: items.map((i) => i.id), expected_return_date: date },
      {
        onSuccess: (r) => {
          showSuccessToast(r.detail);
          setDate('');
          onDone();
        },
        onError: (e) => handleApiError(e, { form: { values: { expected_return_date: 1 }, setFieldError: (_f, m) => setError(m) } }),
      },
    );
  };
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Expected return date" size="sm">
      <Stack>
        <Text size="sm">
          {items.length} item{items.length === 1 ? '' : 's'} selected. They are due back at the warehouse on this date; after it they show overdue and their custodian and field leader are told.
        </Text>
        <TextInput
          type="date"
          label="Expected return date"
          min={localDay()}
          value={date}
          error={error}
          onChange={(e) => {
            setDate(e.currentTarget.value);
            setError(null);
          }}
        />
        <DialogActions onCancel={onClose} onSave={submit} saving={save.isPending} />
      </Stack>
    </ResponsiveModal>
  );
}
