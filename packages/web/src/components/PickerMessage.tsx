import { Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { type FailedQuery, loadFailureMessage } from './LoadError';

/** The query a picker's options come from, as TanStack Query gives it. */
export interface OptionsQuery extends FailedQuery {
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
}

/**
 * What a picker's list says when it shows no option: that its options are loading (or, for a
 * search, being searched), that they could not be loaded (why, and Try again), or `none`: that
 * nothing matches and what to do about it. A failed load said "No … matches", which sent the
 * user looking for a record that was there.
 */
export function pickerMessage(query: OptionsQuery, none: ReactNode, failed: string, { searching = false } = {}): ReactNode {
  if (query.isError && !query.isFetching) return <PickerLoadError title={failed} query={query} />;
  if (query.isFetching) return searching ? 'Searching…' : 'Loading…';
  return none;
}

/**
 * A picker's options that could not be loaded. Try again acts on mouse down, so the search box
 * keeps its focus and the list stays open for the answer.
 */
function PickerLoadError({ title, query }: { title: string; query: FailedQuery }) {
  return (
    <Stack gap={4} align="center" role="alert">
      <Text size="sm" c="red">
        {title}. {loadFailureMessage(query.error)}
      </Text>
      <Button
        size="compact-xs"
        variant="light"
        color="red"
        onMouseDown={(e) => {
          e.preventDefault();
          void query.refetch();
        }}
      >
        Try again
      </Button>
    </Stack>
  );
}
