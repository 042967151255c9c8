import { Button, Group, MultiSelect, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { quoteSupplierReachNote, type QuoteDetail, requestQuoteSchema, supplierReach } from '@jobsite/core';
import { supplierOption, useSupplierChoices } from '../../../components/orders/supplier-choices';
import { pickerMessage } from '../../../components/PickerMessage';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { localDay, pastDateProblem } from '../../../lib/dates';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';
import { zodValidate } from '../../../lib/zod-form';

interface Values {
  supplier_ids: string[];
  name: string;
  need_by_date: string;
}
/** What the form adds to the selected lines (core's requestQuoteSchema, "Select at least one supplier."). */
const quoteFieldsSchema = requestQuoteSchema.pick({ supplier_ids: true, name: true, need_by_date: true });
const fieldsOf = (v: Values) => ({ supplier_ids: v.supplier_ids.map(Number), name: v.name.trim() || undefined, need_by_date: v.need_by_date || null });
const schemaErrors = zodValidate(quoteFieldsSchema, fieldsOf);
/** The schema's words, and a need-by day before the browser's today (the schema's clock allows for every time zone). */
const validate = (v: Values) => {
  const pastNeedBy = pastDateProblem(v.need_by_date);
  return pastNeedBy ? { ...schemaErrors(v), need_by_date: pastNeedBy } : schemaErrors(v);
};

/** Request quote: ask one or more suppliers to price the selected lines; the quote opens to check and send. */
export function RequestQuoteDialog({ projectId, projectName, ids, onClose, onDone }: { projectId: number; projectName: string; ids: number[]; onClose: () => void; onDone: () => void }) {
  const suppliers = useSupplierChoices();
  const navigate = useNavigate();
  const form = useForm<Values>({ initialValues: { supplier_ids: [], name: `${projectName} quote`, need_by_date: '' }, validate });
  const chosen = (suppliers.data?.results ?? []).filter((s) => form.values.supplier_ids.includes(String(s.id)));
  const create = useMutation({
    mutationFn: (v: Values) => api<QuoteDetail>(`projects/${projectId}/request_quote/`, { method: 'POST', body: { cart_item_ids: ids, ...fieldsOf(v) } }),
    meta: { handlesErrors: true },
  });
  const submit = form.onSubmit((v) => {
    create.mutate(v, {
      onSuccess: (q) => {
        // the server leaves out lines ordered in full already: the quote holds the others
        const leftOut = ids.length - q.lines.length;
        showSuccessToast(`Quote "${q.name}" created: check it and send it to the suppliers.${leftOut > 0 ? ` ${leftOut} line${leftOut === 1 ? ' was' : 's were'} left out, ordered in full already.` : ''}`);
        onDone();
        void navigate(`${paths.buyerQuotes()}?quote_id=${q.id}`);
      },
      // the mutation leaves its errors to the dialog: fields at their inputs, the rest (lines ordered in full already) as a toast
      onError: (e) => handleApiError(e, { form, labels: { cart_item_ids: 'Lines', supplier_ids: 'Suppliers', need_by_date: 'Need by', name: 'Quote name' } }),
    });
  });
  return (
    <ResponsiveModal opened onClose={onClose} title="Request quote" size="md">
      <Stack>
        <Text size="sm">
          Ask suppliers to price {ids.length} selected line{ids.length === 1 ? '' : 's'}; you compare their answers side by side and buy from one.
        </Text>
        <TextInput label="Quote name" {...form.getInputProps('name')} maxLength={200} />
        <MultiSelect
          label="Suppliers"
          placeholder={suppliers.isPending ? 'Loading suppliers…' : 'Choose one or more'}
          data={(suppliers.data?.results ?? []).map(supplierOption)}
          {...form.getInputProps('supplier_ids')}
          searchable
          nothingFoundMessage={pickerMessage(suppliers, 'No supplier matches. Add suppliers under Company settings, Suppliers.', 'Your suppliers could not be loaded')}
          data-autofocus
        />
        {/* a supplier outside the app gets the request by email, or not at all (quoteSupplierReachNote, as the order dialogs say) */}
        {chosen.map((s) => {
          const note = quoteSupplierReachNote(s);
          return (
            note && (
              <Text key={s.id} size="xs" c={supplierReach(s) === 'none' ? 'orange.9' : 'dimmed'}>
                {note}
              </Text>
            )
          );
        })}
        <TextInput type="date" label="Need by" min={localDay()} {...form.getInputProps('need_by_date')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={create.isPending} onClick={() => submit()}>
            Create quote
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
