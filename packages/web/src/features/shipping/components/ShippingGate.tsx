import { Alert, Anchor, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ASSET_SERVICES, SERVICE_COMPANY_FLAG } from '@jobsite/core';
import { paths } from '../../../config/paths';
import { homeFor, storedAccount } from '../../../lib/session';

/**
 * Shipping forms move a contractor's warehouse assets: a supplier, or a contractor without
 * any asset service, who opens one by URL is told so instead of meeting failing calls (the
 * server refuses them too).
 */
export function ShippingGate({ children }: { children: ReactNode }) {
  const account = storedAccount();
  const company = account?.company;
  if (company?.system_type === 'buyer' && ASSET_SERVICES.some((s) => company[SERVICE_COMPANY_FLAG[s]])) return <>{children}</>;
  return (
    <Alert color="yellow" title="This area is not available to you">
      <Stack gap="xs">
        <Text size="sm">
          {company?.system_type === 'seller'
            ? 'Shipping forms belong to contractors moving their warehouse assets.'
            : 'Your company does not use warehouse assets. An administrator can turn a service on in company settings.'}
        </Text>
        <Anchor component={Link} to={account ? homeFor(account) : paths.login()}>
          Go to your home page
        </Anchor>
      </Stack>
    </Alert>
  );
}
