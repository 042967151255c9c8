import { Alert, Button, Group } from '@mantine/core';

/** What a list or page shows when its data could not be loaded: what failed, and a way to try again. */
export function LoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Alert color="red" title={title} role="alert">
      <Group gap="sm">
        <span>Check your connection, then try again.</span>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}
