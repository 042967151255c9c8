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

/**
 * What a list or page shows when its data could not be loaded: what failed, why (from `error`, the
 * query's error; a connection problem without it), and a way to try again.
 */
export function LoadError({ title, onRetry, error }: { title: string; onRetry: () => void; error?: unknown }) {
  return (
    <Alert color="red" title={title} role="alert">
      <Group gap="sm">
        <span>{error == null ? CONNECTION_PROBLEM : loadFailureMessage(error)}</span>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}
