import { Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { InvoiceSummary } from '@jobsite/core';
import { SearchBox } from '../../../components/ListControls';
import { LoadMoreList } from '../../../components/LoadMoreList';
import { paths } from '../../../config/paths';
import { apiUrl } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/money';
import { storedAccount } from '../../../lib/session';
import { useRealtimeEvents } from '../../../lib/use-realtime';
import { invoiceKeys, invoicesOptions } from '../api/orders';
import { ExportMenu } from '../../../components/exports/ExportMenu';
import { InvoiceDetailDialog, MatchBadge } from '../dialogs/InvoiceDetailDialog';

function InvoiceRow({ invoice, seller, onOpen }: { invoice: InvoiceSummary; seller: boolean; onOpen: () => void }) {
  return (
    <UnstyledButton onClick={onOpen} style={{ display: 'block', width: '100%' }}>
      <Card withBorder padding="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
            <Group gap="xs" wrap="nowrap">
              <Text fw={700} truncate>
                Invoice {invoice.invoice_number}
              </Text>
              <MatchBadge status={invoice.match_status} />
            </Group>
            <Text size="sm" truncate>
              {seller ? invoice.buyer_company.name : invoice.supplier_company.name} · PO {invoice.order.po_number ?? invoice.order.id}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {invoice.project.name} · dated {invoice.invoice_date}
              {invoice.due_date ? ` · due ${invoice.due_date}` : ''}
            </Text>
          </Stack>
          <Text fw={600} ml="auto">
            {formatMoney(invoice.total)}
          </Text>
        </Group>
      </Card>
    </UnstyledButton>
  );
}

/** /invoices: the invoices a buyer received (a supplier sees those it sent), each opening its three-way match. */
export function InvoicesPage() {
  const seller = storedAccount()?.company.system_type === 'seller';
  const qc = useQueryClient();
  const exporting = useLocation().pathname === paths.exportInvoices();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const query = useInfiniteQuery(invoicesOptions(debounced));
  const [openId, setOpenId] = useState<number | null>(Number(params.get('invoice_id')) || null);
  useRealtimeEvents((e) => {
    if (e.type === 'notification') void qc.invalidateQueries({ queryKey: invoiceKeys.all });
  });
  const close = () => {
    setOpenId(null);
    if (params.has('invoice_id')) setParams((p) => (p.delete('invoice_id'), p), { replace: true });
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {exporting ? 'Export invoices' : 'Invoices'}
      </Title>
      {exporting && <Text c="dimmed">Filter the list, then choose Export for a CSV or Excel file of what it shows.</Text>}
      <Group wrap="wrap" align="flex-end">
        <SearchBox label="Search invoices" placeholder="Invoice #, PO # or project" value={search} onChange={setSearch} />
        <ExportMenu
          count={query.data?.pages[0]?.count}
          url={(format) => apiUrl('invoices/export/', { search: debounced, format })}
          background={(format) => ({ kind: 'invoices', params: { search: debounced || undefined, format } })}
        />
      </Group>
      <LoadMoreList
        query={query}
        errorTitle="Invoices could not be loaded"
        getKey={(inv) => inv.id}
        renderItem={(inv) => <InvoiceRow invoice={inv} seller={seller} onOpen={() => setOpenId(inv.id)} />}
        empty={
          debounced
            ? 'No invoice matches this search.'
            : seller
              ? 'No invoices sent yet. Open a shipped order under Orders and choose Record invoice.'
              : 'No invoices yet. Suppliers send them against shipped purchase orders; each appears here with its match against what you ordered and received.'
        }
      />
      <InvoiceDetailDialog invoiceId={openId} onClose={close} />
    </Stack>
  );
}
