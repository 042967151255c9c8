import { Button, Checkbox, Group, NumberInput, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { createInvoiceSchema, earliestToday, latestUpcomingDay, type CreateInvoiceInput, invoiceDateRefusal, invoiceTotals, type OrderDetail, orderTotals } from '@jobsite/core';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';
import { formatMoney } from '../../../lib/money';
import { formatQuantityWithUnit } from '../../../lib/quantity';
import { withCode } from '../components/OrderLinesTable';
import { zodValidate } from '../../../lib/zod-form';
import { useRecordInvoice } from '../api/orders';
import { localDay } from '../../../lib/dates';

interface FormLine {
  order_item_id: number;
  include: boolean;
  quantity: number | string;
  unit_price: number | string;
}
interface Values {
  invoice_number: string;
  invoice_date: string;
  due_date: string;
  tax: number | string;
  notes: string;
  lines: FormLine[];
}

const toPayload = (v: Values): CreateInvoiceInput => ({
  invoice_number: v.invoice_number,
  invoice_date: v.invoice_date,
  due_date: v.due_date || null,
  tax: Number(v.tax) || 0,
  notes: v.notes,
  lines: v.lines.filter((l) => l.include).map((l) => ({ order_item_id: l.order_item_id, quantity: Number(l.quantity), unit_price: Number(l.unit_price) })),
});

/**
 * The supplier records an invoice against a shipped order: lines start as ordered, each can be
 * changed or left off. The tax follows the lines at the order's tax code (the order's own rule,
 * orderTotals) until the supplier types one of its own.
 */
export function RecordInvoiceDialog({ order, opened, onClose }: { order: OrderDetail; opened: boolean; onClose: () => void }) {
  const record = useRecordInvoice(order.id);
  const [taxTyped, setTaxTyped] = useState(false);
  const form = useForm<Values>({
    initialValues: {
      invoice_number: '',
      invoice_date: localDay(),
      due_date: '',
      tax: order.tax,
      notes: '',
      lines: order.items.map((i) => ({ order_item_id: i.id, include: true, quantity: i.quantity, unit_price: i.unit_price ?? 0 })),
    },
    validate: (v) => {
      const errors = zodValidate(createInvoiceSchema, (values: Values) => withTax(toPayload(values)))(v);
      // the order's own limit, which the schema cannot know: not dated before it was submitted
      const beforeOrder = errors.invoice_date ? null : invoiceDateRefusal(v.invoice_date, order.submitted_at);
      return beforeOrder ? { ...errors, invoice_date: beforeOrder } : errors;
    },
  });
  // the order's rate applied to the lines invoiced, while the supplier has not typed a tax (none at a use tax code: the buyer pays that)
  const withTax = (p: CreateInvoiceInput): CreateInvoiceInput => (taxTyped ? p : { ...p, tax: orderTotals(p.lines, order.tax_code).tax });
  const payload = withTax(toPayload(form.values));
  const taxInput = form.getInputProps('tax');
  const totals = invoiceTotals(payload.lines.map((l) => ({ unit_price: l.unit_price, quantity: l.quantity })), payload.tax);
  const submit = form.onSubmit((values) =>
    record.mutate(withTax(toPayload(values)), {
      onSuccess: (inv) => {
        showSuccessToast(`Invoice ${inv.invoice_number} sent to ${inv.buyer_company.name}.`);
        form.reset();
        setTaxTyped(false);
        onClose();
      },
      onError: (err) => handleApiError(err, { form, labels: { invoice_number: 'Invoice number', lines: 'Lines' } }),
    }),
  );

  return (
    <ResponsiveModal opened={opened} onClose={onClose} size="xl" title={`Invoice PO ${order.po_number ?? order.id}`}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label="Invoice number" required data-autofocus {...form.getInputProps('invoice_number')} />
            <TextInput type="date" label="Invoice date" required min={order.submitted_at ? earliestToday(new Date(order.submitted_at)) : undefined} max={latestUpcomingDay()} {...form.getInputProps('invoice_date')} />
            <TextInput type="date" label="Due date" min={form.values.invoice_date || undefined} max={latestUpcomingDay()} {...form.getInputProps('due_date')} />
          </SimpleGrid>
          {/* a line a row: the item beside its inputs where there is room, the inputs under it on a phone */}
          <Stack gap={0} role="list" aria-label="Invoice lines">
            {order.items.map((item, i) => (
              <Group key={item.id} role="listitem" gap="sm" py={8} wrap="wrap" align="flex-start" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
                <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: '1 1 220px', minWidth: 0 }}>
                  <Checkbox mt={2} aria-label={`Invoice ${item.code || item.description}`} {...form.getInputProps(`lines.${i}.include`, { type: 'checkbox' })} />
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm">{item.description}</Text>
                    <Text size="xs" c="dimmed">
                      {withCode(item.code, `ordered ${formatQuantityWithUnit(item.quantity, item.unit)}`)}
                    </Text>
                  </div>
                </Group>
                <Group gap="xs" wrap="nowrap" pl={{ base: 32, xs: 0 }}>
                  <NumberInput
                    label="Quantity"
                    aria-label={`Quantity of ${item.code || item.description}`}
                    size="xs"
                    w={120}
                    min={0}
                    decimalScale={3}
                    rightSection={<Text size="xs">{item.unit}</Text>}
                    {...form.getInputProps(`lines.${i}.quantity`)}
                  />
                  <NumberInput label="Unit price" aria-label={`Unit price of ${item.code || item.description}`} size="xs" w={120} min={0} decimalScale={4} prefix="$" {...form.getInputProps(`lines.${i}.unit_price`)} />
                </Group>
              </Group>
            ))}
          </Stack>
          {form.errors.lines && (
            <Text size="sm" c="red.8">
              {form.errors.lines}
            </Text>
          )}
          <Group align="flex-end" justify="space-between" wrap="wrap">
            <NumberInput
              label="Tax"
              description={!taxTyped && order.tax_code ? (order.tax_code.is_use_tax ? `None: ${order.tax_code.tax_code} is use tax the buyer pays` : `${order.tax_code.tax_code}, ${order.tax_code.tax_rate}% of the lines`) : undefined}
              w={200}
              min={0}
              decimalScale={2}
              fixedDecimalScale
              prefix="$"
              {...taxInput}
              value={taxTyped ? taxInput.value : payload.tax}
              onChange={(v) => {
                setTaxTyped(true);
                taxInput.onChange(v);
              }}
            />
            <Stack gap={0} align="flex-end">
              <Text size="sm">Subtotal {formatMoney(totals.subtotal)}</Text>
              <Text fw={700}>Total {formatMoney(totals.total)}</Text>
            </Stack>
          </Group>
          <Textarea label="Notes" autosize minRows={2} {...form.getInputProps('notes')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={record.isPending}>
              Send invoice
            </Button>
          </Group>
        </Stack>
      </form>
    </ResponsiveModal>
  );
}
