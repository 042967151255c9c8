import { Alert, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { INVOICE_FLAG_LABELS, INVOICE_MATCH_LABELS, type InvoiceDetail } from '@jobsite/core';
import { LoadError } from '../../../components/LoadError';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { formatLinePrice, formatMoney } from '../../../lib/money';
import { storedAccount } from '../../../lib/session';
import { useInvoice } from '../api/orders';

/** The invoice detail dialog: the three-way match, ordered against received against invoiced, each difference named. */
export function InvoiceDetailDialog({ invoiceId, onClose }: { invoiceId: number | null; onClose: () => void }) {
  const invoice = useInvoice(invoiceId);
  return (
    <ResponsiveModal opened={invoiceId !== null} onClose={onClose} size="xl" title={invoice.data ? `Invoice ${invoice.data.invoice_number}` : 'Invoice'}>
      {invoice.isPending ? (
        <Text c="dimmed">Loading…</Text>
      ) : invoice.isError ? (
        <LoadError title="This invoice could not be loaded" onRetry={() => void invoice.refetch()} />
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

function InvoiceBody({ invoice }: { invoice: InvoiceDetail }) {
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
                  <Text size="sm" fw={600}>
                    {l.description}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {l.code}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm">
                    {l.ordered_quantity.toLocaleString()} {l.unit}
                  </Text>
                  <Text size="xs" c="dimmed">
                    at {formatLinePrice(l.ordered_price)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  {l.received_quantity.toLocaleString()} {l.unit}
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm">
                    {l.invoiced_quantity.toLocaleString()} {l.unit}
                  </Text>
                  <Text size="xs" c="dimmed">
                    at {formatLinePrice(l.invoiced_price)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{formatMoney(l.invoiced_amount)}</Table.Td>
                <Table.Td>
                  {l.flags.length === 0 ? (
                    <Badge size="xs" color="green" variant="light">
                      OK
                    </Badge>
                  ) : (
                    <Group gap={4}>
                      {l.flags.map((f) => (
                        <Badge key={f} size="xs" color="orange" variant="light" tt="none">
                          {INVOICE_FLAG_LABELS[f]}
                        </Badge>
                      ))}
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
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
