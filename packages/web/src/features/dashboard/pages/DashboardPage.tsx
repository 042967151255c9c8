import { Stack, Title } from '@mantine/core';
import { Navigate, useSearchParams } from 'react-router';
import { AddToolRequestDialog } from '../../../components/assets/AddToolRequestDialog';
import { paths } from '../../../config/paths';
import { homeFor, storedAccount } from '../../../lib/session';
import { MyProjectsSection } from '../components/MyProjectsSection';

/**
 * The buyer's home (spec section 2). It grows a section per domain as those land (orders,
 * quotes, tool requests, my tools, requisitions); today it has the user's projects.
 * ?show_add_request_view=true opens the add tool request dialog.
 */
export function DashboardPage() {
  const account = storedAccount();
  const [params, setParams] = useSearchParams();
  if (!account) return <Navigate to={paths.login()} replace />;
  if (account.company.system_type === 'seller') return <Navigate to={homeFor(account)} replace />;
  const addRequest = params.get('show_add_request_view') === 'true' && account.company.tool_services;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Dashboard
      </Title>
      <MyProjectsSection account={account} />
      <AddToolRequestDialog
        opened={addRequest}
        service="tool"
        onClose={() => setParams((p) => (p.delete('show_add_request_view'), p), { replace: true })}
      />
    </Stack>
  );
}
