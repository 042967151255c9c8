import { messages } from '@jobsite/core';
import { Alert, Button, Group } from '@mantine/core';
import { ApiError } from '../lib/api-client';
import { presentError } from '../lib/api-errors';

export const CONNECTION_PROBLEM = 'Check your connection, then try again.';

/**
 * Why a screen's data could not be loaded, as its error state says it: a call that got no answer
 * is a connection problem; an answer gives the server's own words where it has them (a refusal:
 * "Your user group does not use project material..."; a missing record), and otherwise the spec's
 * unexpected error.
 */
export function loadFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return CONNECTION_PROBLEM;
  const shown = presentError(error.status, error.body);
  return shown.kind === 'toast' ? shown.message : shown.kind === 'fields' ? shown.lines.join(' ') : messages.unexpectedStatus;
}

/** The query whose data a screen could not load: its error says why, and Try again (not for a 404) fetches it again. */
export interface FailedQuery {
  error: unknown;
  refetch: () => unknown;
}

/**
 * What a list or page shows when its data could not be loaded: what failed, why, and a way to try
 * again. Give it the `query` that failed (its error and its refetch), or `onRetry` and the `error`
 * when the retry is not one query's (a connection problem without an error).
 */
export function LoadError(props: { title: string } & ({ query: FailedQuery } | { onRetry: () => void; error?: unknown })) {
  const [error, retry] = 'query' in props ? [props.query.error, () => void props.query.refetch()] : [props.error, props.onRetry];
  // a record that is not there (404) is not there on a second asking either: no Try again
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <Alert color="red" title={props.title} role="alert">
      <Group gap="sm">
        <span>{loadFailureMessage(error)}</span>
        {!missing && (
          <Button size="xs" variant="light" color="red" onClick={retry}>
            Try again
          </Button>
        )}
      </Group>
    </Alert>
  );
}
