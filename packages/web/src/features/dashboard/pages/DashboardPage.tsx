import { SimpleGrid, Stack, Title } from '@mantine/core';
import { Navigate, useSearchParams } from 'react-router';
import { projectSubAreas } from '@jobsite/core';
import { AddToolRequestDialog } from '../../../components/assets/AddToolRequestDialog';
import { SupplierAccessRequestsPanel } from '../../../components/project-access/SupplierAccessRequestsPanel';
import { paths } from '../../../config/paths';
import { homeFor, storedAccount } from '../../../lib/session';
import { MyProjectsSection } from '../components/MyProjectsSection';
import { MyToolsSection } from '../components/MyToolsSection';
import { OnboardingStatusSection } from '../components/OnboardingStatusSection';
import { OrdersSection } from '../components/OrdersSection';
import { ProductListsSection } from '../components/ProductListsSection';
import { QuotesSection } from '../components/QuotesSection';
import { RequisitionsSection } from '../components/RequisitionsSection';
import { ToolRequestsSection } from '../components/ToolRequestsSection';

/**
 * The buyer's home (spec section 2): the contractor onboarding status while setup is unfinished,
 * then a section per kind of work waiting on the user, each with its own search, status filters
 * and load more. Tool sections show only with the tool service, product lists only to those who
 * see project material.
 * Suppliers' requests for project access wait above the sections while there are any.
 * ?show_add_request_view=true opens the add tool request dialog. One column on a phone, two on
 * a wide screen.
 */
export function DashboardPage() {
  const account = storedAccount();
  const [params, setParams] = useSearchParams();
  if (!account) return <Navigate to={paths.login()} replace />;
  if (account.company.system_type === 'seller') return <Navigate to={homeFor(account)} replace />;
  const tools = account.company.tool_services;
  // Product lists live in procurement: not for a group that hides the project material option
  const materials = projectSubAreas(account.company, account.user_group_settings).includes('bom');
  const addRequest = params.get('show_add_request_view') === 'true' && tools;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Dashboard
      </Title>
      <SupplierAccessRequestsPanel />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" verticalSpacing="md">
        <OnboardingStatusSection />
        <MyProjectsSection account={account} />
        <RequisitionsSection account={account} />
        {materials && <ProductListsSection />}
        <OrdersSection />
        <QuotesSection />
        {tools && <ToolRequestsSection />}
        {tools && <MyToolsSection />}
      </SimpleGrid>
      <AddToolRequestDialog
        opened={addRequest}
        service="tool"
        onClose={() => setParams((p) => (p.delete('show_add_request_view'), p), { replace: true })}
      />
    </Stack>
  );
}
