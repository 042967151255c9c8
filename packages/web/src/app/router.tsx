import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/LazyPage';
import { accountRoutes, accountScreens } from '../features/accounts/routes';
import { assetProjectScreens, assetScreens } from '../features/assets/routes';
import { bomScreens } from '../features/bom/routes';
import { catalogueRoutes } from '../features/catalogue/routes';
import { companyRoutes, companyScreens } from '../features/companies/routes';
import { dashboardScreens } from '../features/dashboard/routes';
import { exportScreens } from '../features/exports/routes';
import { orderScreens } from '../features/orders/routes';
import { productListScreens, withProductListView } from '../features/product-lists/routes';
import { projectRoutes } from '../features/projects/routes';
import { quickStartScreens } from '../features/quick-start/routes';
import { quoteScreens } from '../features/quotes/routes';
import { roiScreens } from '../features/roi/routes';
import { shellScreens } from '../features/shell/routes';
import { shippingScreens } from '../features/shipping/routes';
import { registerBuiltPaths, storedAccount } from '../lib/session';
import { NotFoundPage } from './pages/NotFoundPage';
import { RootRedirect } from './pages/RootRedirect';
import { ScreenErrorPage } from './pages/ScreenErrorPage';

/** The signed-in frame (top bar, navigation, scan dialog) loads after sign-in, never with the login page. */
const SignedInLayout = lazy(async () => ({ default: (await import('./layout/SignedInLayout')).SignedInLayout }));

function SignedInFrame({ children }: { children?: ReactNode }) {
  return (
    <Suspense fallback={<PageLoader />}>
      <SignedInLayout>{children}</SignedInLayout>
    </Suspense>
  );
}

/** An unknown path: inside the frame for a signed-in user (the menu still works), bare otherwise. */
function CatchAll() {
  return storedAccount() ? (
    <SignedInFrame>
      <NotFoundPage />
    </SignedInFrame>
  ) : (
    <NotFoundPage />
  );
}

/**
 * Each feature exports its own route objects; they are composed here. Screens of signed-in
 * users go under the SignedInLayout route: it guards them (to /login) and gives them the frame.
 */
export const routes: RouteObject[] = [
  {
    // a screen that throws while rendering shows ScreenErrorPage, not the router's developer page
    errorElement: <ScreenErrorPage />,
    children: [
      { path: '/', element: <RootRedirect /> },
      ...accountRoutes,
      ...companyRoutes,
      {
        element: <SignedInFrame />,
        children: [
          {
            // inside the frame, so the menu stays when one screen breaks
            errorElement: <ScreenErrorPage />,
            children: [...shellScreens, ...dashboardScreens, ...roiScreens, ...quickStartScreens, ...exportScreens, ...orderScreens, ...quoteScreens, ...assetScreens, ...shippingScreens, ...productListScreens, ...accountScreens, ...companyScreens, ...projectRoutes([...withProductListView(bomScreens), ...assetProjectScreens]), ...catalogueRoutes],
          },
        ],
      },
      { path: '*', element: <CatchAll /> },
    ],
  },
];

/** Every literal path of the route tree: the landing rule picks among these only. */
function literalPaths(list: RouteObject[]): string[] {
  return list.flatMap((r) => [...(r.path && !r.path.includes(':') && r.path !== '*' ? [r.path] : []), ...literalPaths(r.children ?? [])]);
}
registerBuiltPaths(literalPaths(routes));

export const createRouter = () => createBrowserRouter(routes);
