import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { SearchBox, StatusChips } from '../../../components/ListControls';
import { LoadMoreList, type LoadMoreListProps } from '../../../components/LoadMoreList';

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

/** The section's list: the rows with loading, error, empty state and load-more paging. */
export type SectionList<T> = Omit<LoadMoreListProps<T>, 'countOnceLoaded'>;

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
        {list && (noStatus ? <Text c="dimmed">Choose at least one status to see {statusFilter.noun}.</Text> : <LoadMoreList {...list} countOnceLoaded />)}
        {children}
      </Stack>
    </Card>
  );
}
