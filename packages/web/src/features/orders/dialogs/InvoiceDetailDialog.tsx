import { Alert, Badge, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { INVOICE_FLAG_LABELS, INVOICE_MATCH_LABELS, type InvoiceDetail } from '@jobsite/core';
import { LoadError } from '../../../components/LoadError';
import { ResponsiveModal, useIsPhone } from '../../../components/ResponsiveModal';
import { formatUnitPrice, formatMoney } from '../../../lib/money';
import { storedAccount } from '../../../lib/session';
import { useInvoice } from '../api/orders';
import { LineItemText } from '../../../components/orders/LineItemText';
import { formatQuantityWithUnit } from '../../../lib/quantity';

/** The invoice detail dialog: the three-way match, ordered against received against invoiced, each difference named. */
export function InvoiceDetailDialog({ invoiceId, onClose }: { invoiceId: number | null; onClose: () => void }) {
  const invoice = useInvoice(invoiceId);
  return (
    <ResponsiveModal opened={invoiceId !== null} onClose={onClose} size="xl" title={invoice.data ? `Invoice ${invoice.data.invoice_number}` : 'Invoice'}>
      {invoice.isPending ? (
        <Text c="dimmed">Loading…</Text>
      ) : invoice.isError ? (
        <LoadError title="This invoice could not be loaded" query={invoice} />
      ) : (
        <InvoiceBody invoice={invoice.data} />
      )}
    </ResponsiveModal>
  );
}

export function MatchBadge({ status }: { status: InvoiceDetail['match_status'] }) {
  return (
    <Badge variant="light" color={status === 'matched' ? 'green' : 'orange'} style={{ flexShrink: 0 }}>
      {INVOICE_MATCH_LABELS[status]}
    </Badge>
  );
}

type InvoiceLine = InvoiceDetail['lines'][number];

/** A line's check: OK, or each difference named. */
function LineCheck({ line }: { line: InvoiceLine }) {
  if (line.flags.length === 0)
    return (
      <Badge size="xs" color="green" variant="light">
        OK
      </Badge>
    );
  return (
    <Group gap={4}>
      {line.flags.map((f) => (
        <Badge key={f} size="xs" color="orange" variant="light" tt="none" h="auto" py={2} styles={{ label: { whiteSpace: 'normal' } }}>
          {INVOICE_FLAG_LABELS[f]}
        </Badge>
      ))}
    </Group>
  );
}

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
      {detail && (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      )}
    </Stack>
  );
}

/** On a phone each line is a card, its check under the item: the table's six columns do not fit. */
/** A table cell: a quantity with its unit, and the unit price under it (ordered, and as invoiced). */
function QuantityAtPrice({ quantity, unit, price }: { quantity: number; unit: string; price: InvoiceLine['ordered_price'] }) {
  return (
    <Table.Td ta="right">
      <Text size="sm">
        {formatQuantityWithUnit(quantity, unit)}
      </Text>
      <Text size="xs" c="dimmed">
        at {formatUnitPrice(price)}
      </Text>
    </Table.Td>
  );
}

function LineCard({ line }: { line: InvoiceLine }) {
  return (
    <Card withBorder padding="xs" component="li" aria-label={line.description}>
      <Stack gap={6}>
        <Stack gap={0}>
          <LineItemText description={line.description} code={line.code} />
        </Stack>
        <LineCheck line={line} />
        <SimpleGrid cols={2} spacing="xs" verticalSpacing={4}>
          <Figure label="Ordered" value={formatQuantityWithUnit(line.ordered_quantity, line.unit)} detail={`at ${formatUnitPrice(line.ordered_price)}`} />
          <Figure label="Received" value={formatQuantityWithUnit(line.received_quantity, line.unit)} />
          <Figure label="Invoiced" value={formatQuantityWithUnit(line.invoiced_quantity, line.unit)} detail={`at ${formatUnitPrice(line.invoiced_price)}`} />
          <Figure label="Amount" value={formatMoney(line.invoiced_amount)} />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

function InvoiceBody({ invoice }: { invoice: InvoiceDetail }) {
  const phone = useIsPhone();
  const exceptions = invoice.lines.filter((l) => l.flags.length > 0).length;
  // The supplier sent this invoice: the advice to check before paying is the buyer's, not theirs
  const seller = storedAccount()?.company.system_type === 'seller';
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          <MatchBadge status={invoice.match_status} />
          <Text size="sm">
            {invoice.supplier_company.name} → {invoice.buyer_company.name}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          PO {invoice.order.po_number ?? invoice.order.id} · {invoice.project.name} · dated {invoice.invoice_date}
          {invoice.due_date ? ` · due ${invoice.due_date}` : ''}
        </Text>
      </Group>
      {exceptions > 0 ? (
        <Alert color="orange" variant="light" title={`${exceptions} line${exceptions === 1 ? '' : 's'} ${seller ? (exceptions === 1 ? 'differs' : 'differ') : 'to check'}`}>
          {seller
            ? "The buyer's check compares what was ordered and received with what you invoiced; the flagged lines do not agree."
            : 'Compare what was ordered and received with what is invoiced before paying.'}
        </Alert>
      ) : (
        <Alert color="green" variant="light">
          Ordered, received and invoiced agree on every line.
        </Alert>
      )}
      {invoice.notes && <Text size="sm">{invoice.notes}</Text>}
      {phone ? (
        <Stack gap="xs" component="ul" aria-label="Invoice lines" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {invoice.lines.map((l) => (
            <LineCard key={l.order_item_id} line={l} />
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={680}>
          <Table striped verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                <Table.Th ta="right">Ordered</Table.Th>
                <Table.Th ta="right">Received</Table.Th>
                <Table.Th ta="right">Invoiced</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th>Check</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoice.lines.map((l) => (
                <Table.Tr key={l.order_item_id}>
                  <Table.Td>
                    <LineItemText description={l.description} code={l.code} />
                  </Table.Td>
                  <QuantityAtPrice quantity={l.ordered_quantity} unit={l.unit} price={l.ordered_price} />
                  <Table.Td ta="right">
                    {formatQuantityWithUnit(l.received_quantity, l.unit)}
                  </Table.Td>
                  <QuantityAtPrice quantity={l.invoiced_quantity} unit={l.unit} price={l.invoiced_price} />
                  <Table.Td ta="right">{formatMoney(l.invoiced_amount)}</Table.Td>
                  <Table.Td>
                    <LineCheck line={l} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Stack gap={2} align="flex-end">
        <Text size="sm">Subtotal {formatMoney(invoice.subtotal)}</Text>
        <Text size="sm">Tax {formatMoney(invoice.tax)}</Text>
        <Text fw={700}>Total {formatMoney(invoice.total)}</Text>
        <Text size="xs" c="dimmed">
          The order comes to {formatMoney(invoice.order_total)} before tax.
        </Text>
      </Stack>
    </Stack>
  );
}
