import { Group, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { InvoiceSummary } from '@jobsite/core';
import { SearchBox } from '../../../components/ListControls';
import { type DataColumn, DataTable, infiniteTable } from '../../../components/DataTable';
import { paths } from '../../../config/paths';
import { apiUrl } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/money';
import { storedAccount } from '../../../lib/session';
import { useRealtimeEvents } from '../../../lib/use-realtime';
import { invoiceKeys, invoicesOptions } from '../api/orders';
import { ExportMenu } from '../../../components/exports/ExportMenu';
import { InvoiceDetailDialog, MatchBadge } from '../dialogs/InvoiceDetailDialog';

/** The invoices table's columns: the invoice (which opens its three-way match), its match, who and what it bills. */
function invoiceColumns(seller: boolean): DataColumn<InvoiceSummary>[] {
  return [
    { key: 'invoice', header: 'Invoice', render: (inv) => `Invoice ${inv.invoice_number}`, nowrap: true },
    { key: 'match', header: 'Match', render: (inv) => <MatchBadge status={inv.match_status} />, nowrap: true },
    seller ? { key: 'customer', header: 'Customer', render: (inv) => inv.buyer_company.name } : { key: 'supplier', header: 'Supplier', render: (inv) => inv.supplier_company.name },
    { key: 'order', header: 'Order', render: (inv) => `PO ${inv.order.po_number ?? inv.order.id}`, nowrap: true },
    { key: 'project', header: 'Project', render: (inv) => inv.project.name },
    { key: 'dated', header: 'Dated', render: (inv) => inv.invoice_date, nowrap: true },
    { key: 'due', header: 'Due', render: (inv) => inv.due_date ?? '—', nowrap: true },
    { key: 'total', header: 'Total', render: (inv) => formatMoney(inv.total), nowrap: true, align: 'right' },
  ];
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
      <DataTable
        label="Invoices"
        {...infiniteTable(query, 'Invoices could not be loaded')}
        columns={invoiceColumns(seller)}
        getRowId={(inv) => inv.id}
        onRowClick={(inv) => setOpenId(inv.id)}
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
