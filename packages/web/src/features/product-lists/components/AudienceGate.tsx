import { Alert, Anchor, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { homeFor, storedAccount } from '../../../lib/session';

/**
 * Job-site stock and QR sheets are a contractor's screens, the shared lists a supplier's: whoever
 * opens the other side's screen by URL is told so instead of meeting calls that all fail (the
 * server refuses them too).
 */
export function AudienceGate({ audience, children }: { audience: 'buyer' | 'seller'; children: ReactNode }) {
  const account = storedAccount();
  if (account?.company.system_type === audience) return <>{children}</>;
  return (
    <Alert color="yellow" title="This area is not available to you">
      <Stack gap="xs">
        <Text size="sm">{audience === 'buyer' ? 'Job-site stock and product lists belong to contractors.' : 'Shared product lists are the screen of a supplier that a customer shares its lists with.'}</Text>
        <Anchor component={Link} to={account ? homeFor(account) : paths.login()}>
          Go to your home page
        </Anchor>
      </Stack>
    </Alert>
  );
}
