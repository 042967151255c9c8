import { Anchor, Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DEFAULT_QUOTE_STATUSES, QUOTE_DATE_LIMIT_DAYS, QUOTE_STATUS_LABELS, QUOTE_STATUSES, type QuoteSummary } from '@jobsite/core';
import { OlderToggle } from '../../../components/OlderToggle';
import { paths } from '../../../config/paths';
import { dashboardQuotesOptions } from '../api/list-quotes';
import { DashboardSection, useSectionFilters } from './DashboardSection';

function QuoteRow({ quote, onOpen }: { quote: QuoteSummary; onOpen: () => void }) {
  const answered = quote.suppliers.filter((s) => s.responded_at).length;
  return (
    <UnstyledButton onClick={onOpen} style={{ display: 'block', width: '100%' }}>
      <Card withBorder padding="xs">
        <Group justify="space-between" wrap="wrap" gap={4}>
          <Stack gap={0} style={{ minWidth: 0, flex: '1 1 200px' }}>
            <Group gap={6} wrap="wrap">
              <Text fw={700} size="sm" truncate>
                {quote.name}
              </Text>
              <Badge variant="light" color={quote.status === 'active' ? 'blue' : 'gray'}>
                {quote.status_display}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed" truncate>
              {quote.project.name} · {quote.line_count} line{quote.line_count === 1 ? '' : 's'}
            </Text>
          </Stack>
          <Text size="xs" c="dimmed" ml="auto">
            {quote.suppliers.length ? `${answered} of ${quote.suppliers.length} suppliers answered` : 'No suppliers yet'}
          </Text>
        </Group>
      </Card>
    </UnstyledButton>
  );
}

/** The dashboard's quote requests: editing and active over the last 90 days by default (spec section 9), search, load more. */
export function QuotesSection() {
  const navigate = useNavigate();
  const f = useSectionFilters(DEFAULT_QUOTE_STATUSES);
  const [older, setOlder] = useState(false);
  const query = useInfiniteQuery({ ...dashboardQuotesOptions({ statuses: f.statuses, search: f.debounced, dateLimit: older ? 0 : QUOTE_DATE_LIMIT_DAYS }), enabled: f.statuses.length > 0 });
  const filtered = Boolean(f.debounced) || older || f.statusesChanged;

  return (
    <DashboardSection
      id="dashboard-quotes"
      title="Quotes"
      link={{ to: paths.buyerQuotes(), label: 'All quotes' }}
      search={{ label: 'Search quotes', placeholder: 'Quote name or job', ...f.search }}
      filters={<OlderToggle checked={older} onChange={setOlder} days={QUOTE_DATE_LIMIT_DAYS} />}
      statusFilter={{ label: 'Quote statuses', statuses: QUOTE_STATUSES, labels: QUOTE_STATUS_LABELS, selected: f.statuses, onChange: f.setStatuses, noun: 'quotes' }}
      list={{
        query,
        errorTitle: 'Quotes could not be loaded',
        getKey: (q) => q.id,
        renderItem: (q) => <QuoteRow quote={q} onOpen={() => void navigate(paths.buyerQuote(q.id))} />,
        empty: filtered ? (
          'No quote matches these filters.'
        ) : (
          <>
            No open quote requests in the last {QUOTE_DATE_LIMIT_DAYS} days.{' '}
            <Anchor component={Link} to={paths.projects()} underline="always">
              Select lines on a project's BOM and choose Request quote to ask suppliers for prices.
            </Anchor>
          </>
        ),
      }}
    />
  );
}
