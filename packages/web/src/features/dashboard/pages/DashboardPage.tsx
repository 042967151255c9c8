import { Stack, Title } from '@mantine/core';
import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import { homeFor, storedAccount } from '../../../lib/session';
import { MyProjectsSection } from '../components/MyProjectsSection';

/**
 * The buyer's home (spec section 2). It grows a section per domain as those land (orders,
 * quotes, tool requests, my tools, requisitions); today it has the user's projects.
 */
export function DashboardPage() {
  const account = storedAccount();
  if (!account) return <Navigate to={paths.login()} replace />;
  if (account.company.system_type === 'seller') return <Navigate to={homeFor(account)} replace />;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Dashboard
      </Title>
      <MyProjectsSection account={account} />
    </Stack>
  );
}
