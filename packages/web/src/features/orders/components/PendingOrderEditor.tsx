import { ActionIcon, Alert, Anchor, Button, Group, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { SHIP_TO_LABELS, SHIP_TO_TYPES, orderMessages, orderTotals, shipToAddressMissing, supplierReach, supplierReachNote, type OrderDetail, type Supplier, type OrderLine, type OrderUpdateInput } from '@jobsite/core';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { OrderStatusBadge } from '../../../components/orders/OrderStatusBadge';
import { supplierOption, useSupplierChoices } from '../../../components/orders/supplier-choices';
import { pickerMessage } from '../../../components/PickerMessage';
import { paths } from '../../../config/paths';
import { localDay, pastDateProblem } from '../../../lib/dates';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';
import { useBranches, useDeleteOrderLine, useOrderAction, usePoNumbering, usePoPrefixes, useTaxCodes, useUpdateOrder, useUpdateOrderLine } from '../api/orders';
import { OrderLinesTable, OrderTotals } from './OrderLinesTable';

type ShipTo = (typeof SHIP_TO_TYPES)[number];
interface Draft {
  supplier_id: string | null;
  ship_to_type: ShipTo;
  ship_to_address: string;
  need_by_date: string;
  tax_code_id: string | null;
  notes: string;
}
const draftOf = (o: OrderDetail): Draft => ({
  supplier_id: o.supplier ? String(o.supplier.id) : null,
  ship_to_type: o.ship_to_type,
  ship_to_address: o.ship_to_address,
  need_by_date: o.need_by_date ?? '',
  tax_code_id: o.tax_code ? String(o.tax_code.id) : null,
  notes: o.notes,
});

/** How the server's field errors name the order's fields where they show as a toast. */
const FIELD_LABELS: Record<string, string> = { supplier_id: 'Supplier', tax_code_id: 'Tax code', ship_to_type: 'Ship to', ship_to_address: 'Ship-to address', need_by_date: 'Need by', branch_id: 'Branch', dynamic_prefix: 'PO prefix', items: 'Lines' };

/** The toast for a submitted order: to whom it went, or that it went nowhere and the PDF is the buyer's to send. */
function submittedNotice(o: OrderDetail, supplier: Supplier | undefined): string {
  if (o.supplying_company) return `PO ${o.po_number} submitted to ${o.supplying_company.name}.`;
  if (supplier && supplierReach(supplier) === 'none') return `PO ${o.po_number} submitted. ${supplier.name} has no email, so it was not sent: send them the PDF.`;
  return `PO ${o.po_number} submitted${supplier ? ` and emailed to ${supplier.name}` : ''}.`;
}

/** What changed between the order and the form: PATCH sends only that. */
function changesOf(o: OrderDetail, d: Draft): OrderUpdateInput {
  const was = draftOf(o);
  const out: OrderUpdateInput = {};
  if (d.supplier_id !== was.supplier_id) out.supplier_id = d.supplier_id ? Number(d.supplier_id) : null;
  if (d.ship_to_type !== was.ship_to_type) out.ship_to_type = d.ship_to_type;
  if (d.ship_to_address !== was.ship_to_address) out.ship_to_address = d.ship_to_address;
  if (d.need_by_date !== was.need_by_date) out.need_by_date = d.need_by_date || null;
  if (d.tax_code_id !== was.tax_code_id) out.tax_code_id = d.tax_code_id ? Number(d.tax_code_id) : null;
  if (d.notes !== was.notes) out.notes = d.notes;
  return out;
}

function LineQuantity({ orderId, line, disabled }: { orderId: number; line: OrderLine; disabled: boolean }) {
  const update = useUpdateOrderLine(orderId);
  const [value, setValue] = useState<number | string>(line.quantity);
  /** The server's answer to the quantity last sent, shown until the quantity is typed again. */
  const [refused, setRefused] = useState<string | null>(null);
  useEffect(() => setValue(line.quantity), [line.quantity]);
  const commit = () => {
    const n = typeof value === 'number' ? value : Number(value);
    // a quantity that is not more than 0 stays as typed, with its error below it
    if (!(n > 0) || n === line.quantity) return;
    update.mutate(
      { itemId: line.id, body: { quantity: n } },
      { onError: (e) => handleApiError(e, { form: { values: { quantity: n }, setFieldError: (_f, m) => setRefused(m) } }) },
    );
  };
  return (
    <NumberInput
      aria-label={`Quantity of ${line.code || line.description} (${line.unit})`}
      value={value}
      onChange={(v) => (setValue(v), setRefused(null))}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
      min={0}
      decimalScale={3}
      rightSection={<Text size="xs">{line.unit}</Text>}
      rightSectionWidth={40}
      w={130}
      size="xs"
      disabled={disabled}
      error={!(Number(value) > 0) ? 'Quantity must be greater than 0' : (refused ?? undefined)}
    />
  );
}

/**
 * The pending order: supplier, ship-to, need-by date, tax code, notes and lines, then Submit.
 * Used by the po_daily_pending_process2 screen and the pending order dialog.
 */
export function PendingOrderEditor({ order, onSubmitted, onGone }: { order: OrderDetail; onSubmitted: (o: OrderDetail) => void; onGone?: () => void }) {
  const suppliers = useSupplierChoices();
  const taxCodes = useTaxCodes();
  const numbering = usePoNumbering();
  const type = numbering.data?.generation_type;
  const needsBranch = type === 'company_branch_specific';
  const needsPrefix = type === 'dynamic_prefix' || type === 'project_specific_with_dynamic_prefix';
  const branches = useBranches(needsBranch);
  const prefixes = usePoPrefixes(needsPrefix);
  const update = useUpdateOrder(order.id);
  const act = useOrderAction(order.id);
  const removeLine = useDeleteOrderLine(order.id);
  const [draft, setDraft] = useState<Draft>(() => draftOf(order));
  const [branchId, setBranchId] = useState<string | null>(null);
  const [prefix, setPrefix] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  /** The server's field errors for the last save, by draft field, until that field changes. */
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  useEffect(() => setDraft(draftOf(order)), [order]);
  /** The fields a refusal before sending takes the user to (focus scrolls them into view): Submit order sits below the lines, on a phone out of their sight. */
  const shipToInput = useRef<HTMLInputElement>(null);
  const needByInput = useRef<HTMLInputElement>(null);

  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => (setDraft((d) => ({ ...d, [k]: v })), setFieldErrors((e) => ({ ...e, [k]: undefined })));
  const changes = changesOf(order, draft);
  const dirty = Object.keys(changes).length > 0;
  const editable = order.editable;
  const chosen = suppliers.data?.results.find((s) => String(s.id) === draft.supplier_id);

  /**
   * The totals as they will be: a tax code chosen and not saved yet applies to the lines now (the
   * order's own rule, orderTotals), so the buyer sees the total Submit order sends. A new supplier
   * reprices the lines only when saved, which the note under the totals says.
   */
  const draftTax = changes.tax_code_id !== undefined ? ((taxCodes.data?.results ?? []).find((t) => String(t.id) === draft.tax_code_id) ?? null) : undefined;
  const shownTotals =
    draftTax === undefined
      ? order
      : { ...orderTotals(order.items.map((i) => ({ unit_price: i.unit_price, quantity: i.quantity })), draftTax), tax_code: draftTax && { tax_code: draftTax.tax_code, tax_rate: draftTax.tax_rate, is_use_tax: draftTax.is_use_tax } };
  /** A need-by day changed to one before today, said at the field; the stored day left as it is says nothing. */
  const pastNeedBy = pastDateProblem(draft.need_by_date, order.need_by_date);
  /** Saves the changes; a refusal shows at its fields (the rest as a toast) with the typed values kept. Whether it saved. */
  const save = async () => {
    if (pastNeedBy) return (setFieldErrors((x) => ({ ...x, need_by_date: pastNeedBy })), needByInput.current?.focus(), false);
    return update.mutateAsync(changes).then(
      () => (setFieldErrors({}), showSuccessToast('Order saved.'), true),
      (e: unknown) => (handleApiError(e, { form: { values: draft, setFieldError: (f, m) => setFieldErrors((x) => ({ ...x, [f]: m })) }, labels: FIELD_LABELS }), false),
    );
  };
  /** A refused step: its field errors at their fields, anything else as a toast. */
  const onError = (e: unknown) => handleApiError(e, { form: { values: draft, setFieldError: (f, m) => setFieldErrors((x) => ({ ...x, [f]: m })) }, labels: FIELD_LABELS });
  async function submit() {
    setProblem(null);
    if (!draft.supplier_id) return setProblem(orderMessages.noSupplier);
    if (!order.items.length) return setProblem(orderMessages.noLines);
    if (shipToAddressMissing(draft)) return (setFieldErrors((x) => ({ ...x, ship_to_address: orderMessages.shipToAddressRequired })), shipToInput.current?.focus());
    if (needsBranch && !branchId) return setProblem('Select a branch first: PO numbers are numbered per branch.');
    if (needsPrefix && !prefix) return setProblem('Select a PO prefix first.');
    if (dirty && !(await save())) return;
    act.mutate(
      { action: 'submit', body: { branch_id: branchId ? Number(branchId) : undefined, dynamic_prefix: prefix ?? undefined } },
      { onSuccess: (o) => (showSuccessToast(submittedNotice(o, chosen)), onSubmitted(o)), onError },
    );
  }

  return (
    <Stack gap="md">
      <Group gap="xs" wrap="wrap">
        <OrderStatusBadge status={order.status} />
        <Anchor component={Link} to={paths.projectBom(order.project.id)} size="sm">
          {order.project.name}
          {order.project.main_job_num ? ` · Job # ${order.project.main_job_num}` : ''}
        </Anchor>
      </Group>
      {!editable && (
        <Alert color="gray" variant="light">
          {order.status === 'pending archived' ? 'This order is archived: restore it to pending to change it.' : 'Your user group may change only the orders you started (Allow Edit All Orders).'}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Supplier"
          placeholder={suppliers.isPending ? 'Loading suppliers…' : 'Choose a supplier'}
          data={(suppliers.data?.results ?? []).map(supplierOption)}
          value={draft.supplier_id}
          onChange={(v) => set('supplier_id', v)}
          searchable
          clearable
          disabled={!editable}
          error={fieldErrors.supplier_id}
          nothingFoundMessage={pickerMessage(suppliers, 'No supplier matches. Add suppliers under Company settings, Suppliers.', 'Your suppliers could not be loaded')}
          description={(chosen && supplierReachNote(chosen)) ?? (order.items.some((i) => i.price_source === 'quote') ? 'Lines keep the prices of the quote; lines added are priced at its contract prices where they apply.' : 'Lines are priced at its contract prices where they apply.')}
        />
        <Select
          label="Tax code"
          placeholder="No tax"
          data={(taxCodes.data?.results ?? []).map((t) => ({ value: String(t.id), label: `${t.tax_code} (${t.tax_rate}%)` }))}
          value={draft.tax_code_id}
          onChange={(v) => set('tax_code_id', v)}
          clearable
          disabled={!editable}
          error={fieldErrors.tax_code_id}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Ship to
          </Text>
          <SegmentedControl
            aria-label="Ship to"
            value={draft.ship_to_type}
            onChange={(v) => set('ship_to_type', v as ShipTo)}
            data={SHIP_TO_TYPES.map((t) => ({ value: t, label: SHIP_TO_LABELS[t] }))}
            disabled={!editable}
          />
          {fieldErrors.ship_to_type && (
            <Text size="xs" c="red">
              {fieldErrors.ship_to_type}
            </Text>
          )}
        </Stack>
        <TextInput ref={shipToInput} label="Ship-to address" value={draft.ship_to_address} onChange={(e) => set('ship_to_address', e.currentTarget.value)} disabled={!editable} error={fieldErrors.ship_to_address} />
        <TextInput
          ref={needByInput}
          type="date"
          label="Need by"
          min={localDay()}
          value={draft.need_by_date}
          onChange={(e) => set('need_by_date', e.currentTarget.value)}
          disabled={!editable}
          error={fieldErrors.need_by_date ?? pastNeedBy}
        />
        {needsBranch && (
          <Select label="Branch (numbers the PO)" data={(branches.data?.results ?? []).map((b) => ({ value: String(b.id), label: b.name }))} value={branchId} onChange={setBranchId} disabled={!editable} />
        )}
        {needsPrefix && (
          <Select label="PO prefix" data={(prefixes.data?.results ?? []).map((p) => ({ value: p.prefix, label: p.description ? `${p.prefix} · ${p.description}` : p.prefix }))} value={prefix} onChange={setPrefix} disabled={!editable} />
        )}
      </SimpleGrid>
      <Textarea label="Notes to the supplier" value={draft.notes} onChange={(e) => set('notes', e.currentTarget.value)} autosize minRows={2} maxLength={2000} disabled={!editable} error={fieldErrors.notes} />
      {dirty && editable && (
        <Group>
          <Button variant="light" loading={update.isPending} onClick={() => void save()}>
            Save changes
          </Button>
          <Button variant="subtle" onClick={() => (setDraft(draftOf(order)), setFieldErrors({}))}>
            Discard
          </Button>
        </Group>
      )}

      {order.items.length === 0 ? (
        <Text c="dimmed">
          This order has no lines.{' '}
          <Anchor component={Link} to={paths.projectBom(order.project.id)}>
            Select lines on the project's BOM and choose Create purchase order.
          </Anchor>
        </Text>
      ) : (
        <OrderLinesTable
          lines={order.items}
          quantityCell={(l) => <LineQuantity orderId={order.id} line={l} disabled={!editable} />}
          actionCell={
            editable
              ? (l) => (
                  <ActionIcon variant="subtle" color="red" aria-label={`Remove ${l.code || l.description}`} loading={removeLine.isPending && removeLine.variables === l.id} onClick={() => removeLine.mutate(l.id, { onError })}>
                    <IconTrash size={16} />
                  </ActionIcon>
                )
              : undefined
          }
        />
      )}
      <OrderTotals order={shownTotals} />
      {dirty && editable && (
        <Text size="xs" c="dimmed" ta="right">
          {changes.supplier_id !== undefined ? 'Unsaved changes: saving reprices the lines at the new supplier, and Submit order saves them first.' : 'Unsaved changes: Submit order saves them first.'}
        </Text>
      )}
      {problem && (
        <Alert color="red" variant="light">
          {problem}
        </Alert>
      )}
      <Group justify="flex-end" wrap="wrap">
        {order.actions.includes('cancel') && (
          <Button variant="light" color="red" onClick={() => setConfirmCancel(true)}>
            Cancel order
          </Button>
        )}
        {order.actions.includes('archive') && (
          <Button variant="default" loading={act.isPending && act.variables?.action === 'archive'} onClick={() => act.mutate({ action: 'archive' }, { onError })}>
            Archive
          </Button>
        )}
        {order.actions.includes('unarchive') && (
          <Button variant="default" loading={act.isPending && act.variables?.action === 'unarchive'} onClick={() => act.mutate({ action: 'unarchive' }, { onError })}>
            Restore to pending
          </Button>
        )}
        {order.actions.includes('submit') && (
          <Button loading={act.isPending && act.variables?.action === 'submit'} onClick={() => void submit()}>
            Submit order
          </Button>
        )}
      </Group>
      <ConfirmDialog
        opened={confirmCancel}
        title="Cancel this draft?"
        message="The draft order is canceled and its lines can be ordered again from the BOM."
        confirmLabel="Cancel order"
        loading={act.isPending}
        onClose={() => setConfirmCancel(false)}
        onConfirm={() => act.mutate({ action: 'cancel' }, { onSuccess: () => (setConfirmCancel(false), onGone?.()), onError })}
      />
    </Stack>
  );
}
