import { Group, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_QUOTE_STATUSES, QUOTE_DATE_LIMIT_DAYS, QUOTE_STATUS_LABELS, QUOTE_STATUSES, type QuoteStatus, type QuoteSummary } from '@jobsite/core';
import { SearchBox, StatusChips } from '../../../components/ListControls';
import { OlderToggle } from '../../../components/OlderToggle';
import { type DataColumn, DataTable, infiniteTable } from '../../../components/DataTable';
import { formatMoney } from '../../../lib/money';
import { storedAccount } from '../../../lib/session';
import { useRealtimeEvents } from '../../../lib/use-realtime';
import { quoteKeys, quotesOptions } from '../api/quotes';
import { QuoteDetailDialog, QuoteStatusBadge } from '../dialogs/QuoteDetailDialog';
import { projectColumn } from '../../../components/orders/project-column';

const priced = (q: QuoteSummary) => q.suppliers.filter((s) => s.status === 'responded');
const bestPrice = (q: QuoteSummary) => priced(q).reduce<number | null>((m, s) => (s.total !== null && (m === null || s.total < m) ? s.total : m), null);

/**
 * The quotes table's columns: the quote (which opens it), its status, who it is with, the project,
 * and for the buyer the best price so far; for the supplier its own response.
 */
function quoteColumns(seller: boolean): DataColumn<QuoteSummary>[] {
  return [
    { key: 'quote', header: 'Quote', render: (q) => q.name },
    { key: 'status', header: 'Status', render: (q) => <QuoteStatusBadge quote={q} />, nowrap: true },
    seller
      ? { key: 'customer', header: 'Customer', render: (q) => q.buyer_company.name }
      : { key: 'suppliers', header: 'Suppliers', render: (q) => q.suppliers.map((s) => `${s.supplier.name} (${s.status_display.toLowerCase()})`).join(' · ') },
    projectColumn(),
    { key: 'lines', header: 'Lines', render: (q) => q.line_count },
    { key: 'need_by', header: 'Need by', render: (q) => q.need_by_date ?? '—', nowrap: true },
    seller
      ? { key: 'response', header: 'Your response', render: (q) => q.suppliers[0]?.status_display ?? '—' }
      : {
          key: 'best',
          header: 'Best price',
          render: (q) => {
            const best = bestPrice(q);
            return (
              <>
                {best === null ? '—' : formatMoney(best)}
                <Text size="xs" c="dimmed">
                  {priced(q).length} of {q.suppliers.length} priced
                </Text>
              </>
            );
          },
          nowrap: true,
          align: 'right',
        },
  ];
}

/**
 * Quotes: the buyer's requests (/buyer_quotes) or the requests sent to a supplier (/quotes),
 * with status chips (editing and active by default), the last 90 days unless older ones are asked
 * for, search and load more; ?quote_id= opens one.
 */
export function QuotesPage() {
  const seller = storedAccount()?.company.system_type === 'seller';
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [statuses, setStatuses] = useState<QuoteStatus[]>(seller ? ['active'] : [...DEFAULT_QUOTE_STATUSES]);
  const [older, setOlder] = useState(false);
  const query = useInfiniteQuery({ ...quotesOptions(statuses, debounced, older ? 0 : QUOTE_DATE_LIMIT_DAYS), enabled: statuses.length > 0 });
  const [openId, setOpenId] = useState<number | null>(Number(params.get('quote_id')) || null);
  useRealtimeEvents((e) => {
    if (e.type === 'notification') void qc.invalidateQueries({ queryKey: quoteKeys.all });
  });
  const close = () => {
    setOpenId(null);
    if (params.has('quote_id')) setParams((p) => (p.delete('quote_id'), p), { replace: true });
  };
  const visible = seller ? QUOTE_STATUSES.filter((s) => s !== 'editing') : QUOTE_STATUSES;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {seller ? 'Quote requests' : 'Quotes'}
      </Title>
      <Group gap="sm" wrap="wrap">
        <SearchBox label="Search quotes" placeholder="Quote name, project or job #" value={search} onChange={setSearch} />
        <OlderToggle checked={older} onChange={setOlder} days={QUOTE_DATE_LIMIT_DAYS} />
      </Group>
      <StatusChips label="Quote statuses" statuses={visible} labels={QUOTE_STATUS_LABELS} selected={statuses} onChange={setStatuses} />
      {statuses.length === 0 ? (
        <Text c="dimmed">Choose at least one status to see quotes.</Text>
      ) : (
        <DataTable
          label={seller ? 'Quote requests' : 'Quotes'}
          {...infiniteTable(query, 'Quotes could not be loaded')}
          columns={quoteColumns(seller)}
          getRowId={(q) => q.id}
          onRowClick={(q) => setOpenId(q.id)}
          empty={
            debounced
              ? 'No quote matches this search.'
              : seller
                ? `No quote requests ${older ? 'right now' : `in the last ${QUOTE_DATE_LIMIT_DAYS} days`}. When a contractor asks you to price material, it appears here and you are notified.`
                : `No quotes ${older ? 'here' : `in the last ${QUOTE_DATE_LIMIT_DAYS} days`}. On a project BOM, select lines and choose Request quote to ask your suppliers for prices.`
          }
        />
      )}
      <QuoteDetailDialog quoteId={openId} seller={seller} onClose={close} />
    </Stack>
  );
}
