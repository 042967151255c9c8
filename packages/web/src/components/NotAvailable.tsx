import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { homeFor, storedAccount } from '../lib/session';

/**
 * What a screen shows to whoever may not use it (a supplier on a contractor's screen, a company
 * without the service) who opens it by URL: the screen's heading, why, and the way home, instead
 * of calls that all fail (the server refuses them too).
 */
export function NotAvailable({ reason }: { reason: string }) {
  const account = storedAccount();
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        This area is not available to you
      </Title>
      <Alert color="yellow">
        <Stack gap="xs">
          <Text size="sm">{reason}</Text>
          <Anchor component={Link} to={account ? homeFor(account) : paths.login()}>
            Go to your home page
          </Anchor>
        </Stack>
      </Alert>
    </Stack>
  );
}
