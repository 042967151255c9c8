import { Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_QUOTE_STATUSES, QUOTE_STATUS_LABELS, QUOTE_STATUSES, type QuoteStatus, type QuoteSummary } from '@jobsite/core';
import { SearchBox, StatusChips } from '../../../components/ListControls';
import { LoadMoreList } from '../../../components/LoadMoreList';
import { formatMoney } from '../../../lib/money';
import { storedAccount } from '../../../lib/session';
import { useRealtimeEvents } from '../../../lib/use-realtime';
import { quoteKeys, quotesOptions } from '../api/quotes';
import { QuoteDetailDialog, QuoteStatusBadge } from '../dialogs/QuoteDetailDialog';

function QuoteRow({ quote, seller, onOpen }: { quote: QuoteSummary; seller: boolean; onOpen: () => void }) {
  const priced = quote.suppliers.filter((s) => s.status === 'responded');
  const best = priced.reduce<number | null>((m, s) => (s.total !== null && (m === null || s.total < m) ? s.total : m), null);
  const mine = seller ? quote.suppliers[0] : undefined;
  return (
    <UnstyledButton onClick={onOpen} style={{ display: 'block', width: '100%' }}>
      <Card withBorder padding="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
            <Group gap="xs" wrap="nowrap">
              <Text fw={700} truncate>
                {quote.name}
              </Text>
              <QuoteStatusBadge quote={quote} />
            </Group>
            <Text size="sm" truncate>
              {seller ? quote.buyer_company.name : quote.suppliers.map((s) => `${s.supplier.name} (${s.status_display.toLowerCase()})`).join(' · ')}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {quote.project.name} · {quote.line_count} line{quote.line_count === 1 ? '' : 's'}
              {quote.need_by_date ? ` · need by ${quote.need_by_date}` : ''}
            </Text>
          </Stack>
          <Stack gap={2} align="flex-end" ml="auto">
            {seller ? (
              <Text size="sm" fw={600}>
                {mine?.status_display}
              </Text>
            ) : (
              <>
                <Text fw={600}>{best === null ? '—' : formatMoney(best)}</Text>
                <Text size="xs" c="dimmed">
                  {priced.length} of {quote.suppliers.length} priced
                </Text>
              </>
            )}
          </Stack>
        </Group>
      </Card>
    </UnstyledButton>
  );
}

/**
 * Quotes: the buyer's requests (/buyer_quotes) or the requests sent to a supplier (/quotes),
 * with status chips (editing and active by default), search and load more; ?quote_id= opens one.
 */
export function QuotesPage() {
  const seller = storedAccount()?.company.system_type === 'seller';
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [statuses, setStatuses] = useState<QuoteStatus[]>(seller ? ['active'] : [...DEFAULT_QUOTE_STATUSES]);
  const query = useInfiniteQuery({ ...quotesOptions(statuses, debounced), enabled: statuses.length > 0 });
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
      <SearchBox label="Search quotes" placeholder="Quote name, project or job #" value={search} onChange={setSearch} />
      <StatusChips label="Quote statuses" statuses={visible} labels={QUOTE_STATUS_LABELS} selected={statuses} onChange={setStatuses} />
      {statuses.length === 0 ? (
        <Text c="dimmed">Choose at least one status to see quotes.</Text>
      ) : (
        <LoadMoreList
          query={query}
          errorTitle="Quotes could not be loaded"
          getKey={(q) => q.id}
          renderItem={(q) => <QuoteRow quote={q} seller={seller} onOpen={() => setOpenId(q.id)} />}
          empty={
            debounced
              ? 'No quote matches this search.'
              : seller
                ? 'No quote requests right now. When a contractor asks you to price material, it appears here and you are notified.'
                : 'No quotes here. On a project BOM, select lines and choose Request quote to ask your suppliers for prices.'
          }
        />
      )}
      <QuoteDetailDialog quoteId={openId} seller={seller} onClose={close} />
    </Stack>
  );
}
