import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import type { Paged } from '@jobsite/core';
import { LoadError } from '../../../components/LoadError';
import { SearchBox, StatusChips } from '../../../components/ListControls';

/** The search and status filter state of a section: the typed text, its debounced value, the chosen statuses. */
export function useSectionFilters<S extends string>(defaultStatuses: readonly S[] = []) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [statuses, setStatuses] = useState<S[]>([...defaultStatuses]);
  return {
    search: { value: search, onChange: setSearch },
    /** The search text the list asks for (trimmed, 300 ms after the last key). */
    debounced,
    statuses,
    setStatuses,
    /** Whether the statuses differ from the section's defaults (the empty state then says "matches"). */
    statusesChanged: statuses.join() !== defaultStatuses.join(),
  };
}

export interface SectionSearch {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

export interface SectionStatusFilter<S extends string> {
  label: string;
  statuses: readonly S[];
  labels: Record<S, string>;
  selected: readonly S[];
  onChange: (next: S[]) => void;
  /** What the list holds, for "Choose at least one status to see {noun}." */
  noun: string;
}

export interface SectionList<T> {
  query: UseInfiniteQueryResult<InfiniteData<Paged<T>>>;
  /** What failed, for the error state ("Orders could not be loaded"). */
  errorTitle: string;
  /** The empty state: what to do next (or that nothing matches the filters). */
  empty: ReactNode;
  renderItem: (row: T) => ReactNode;
  getKey: (row: T) => string | number;
  /** Which of the loaded rows show (all unless given; the requisitions keep a look-ahead). */
  visible?: (loaded: T[], hasNextPage: boolean) => T[];
  /** Names the rows as a list for assistive technology. */
  label?: string;
  gap?: number | string;
}

interface Props<T, S extends string> {
  id: string;
  title: string;
  /** The full screen of this kind of work. */
  link?: { to: string; label: string };
  /** Buttons beside the title (Request material). */
  actions?: ReactNode;
  search?: SectionSearch;
  /** More filters on the search's row (mine only, older too, a segmented choice). */
  filters?: ReactNode;
  statusFilter?: SectionStatusFilter<S>;
  list?: SectionList<T>;
  /** Anything else: a section's own body (the onboarding status), its dialogs. */
  children?: ReactNode;
}

/** Loading, error, empty, the rows, and "Showing N of M" with Load more once loaded. */
function SectionRows<T>({ query, errorTitle, empty, renderItem, getKey, visible, label, gap = 'xs' }: SectionList<T>) {
  if (query.isPending) return <Text c="dimmed">Loading…</Text>;
  if (query.isError) return <LoadError title={errorTitle} onRetry={() => void query.refetch()} />;
  const loaded = query.data.pages.flatMap((p) => p.results);
  const rows = visible ? visible(loaded, query.hasNextPage) : loaded;
  const count = query.data.pages[0]?.count ?? 0;
  return (
    <>
      {rows.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Stack gap={gap} role={label ? 'list' : undefined} aria-label={label}>
          {rows.map((row) => (
            <div key={getKey(row)} role={label ? 'listitem' : undefined}>
              {renderItem(row)}
            </div>
          ))}
        </Stack>
      )}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Showing {rows.length} of {count}
        </Text>
        {query.hasNextPage && (
          <Button variant="light" size="xs" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            Load more
          </Button>
        )}
      </Group>
    </>
  );
}

/**
 * One dashboard section: a titled card (a landmark named by its title) with a link to the full
 * screen, its search and filters, its status chips, and its list with loading, error, empty
 * state and load-more paging. With no status chosen the list is not asked for and the section
 * says to choose one. Every section of the dashboard is this frame around its own rows.
 */
export function DashboardSection<T, S extends string = string>({ id, title, link, actions, search, filters, statusFilter, list, children }: Props<T, S>) {
  const noStatus = statusFilter !== undefined && statusFilter.selected.length === 0;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h3" id={`${id}-title`}>
            {title}
          </Title>
          <Group gap="sm">
            {actions}
            {link && (
              <Anchor component={Link} to={link.to} size="sm">
                {link.label}
              </Anchor>
            )}
          </Group>
        </Group>
        {(search || filters) && (
          <Group gap="sm" wrap="wrap">
            {search && <SearchBox {...search} />}
            {filters}
          </Group>
        )}
        {statusFilter && <StatusChips label={statusFilter.label} statuses={statusFilter.statuses} labels={statusFilter.labels} selected={statusFilter.selected} onChange={statusFilter.onChange} />}
        {list && (noStatus ? <Text c="dimmed">Choose at least one status to see {statusFilter.noun}.</Text> : <SectionRows {...list} />)}
        {children}
      </Stack>
    </Card>
  );
}
