import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage } from '../../components/LazyPage';

/** The buyer dashboard sits inside the signed-in frame. */
export const dashboardScreens: RouteObject[] = [{ path: paths.dashboard(), element: lazyPage(() => import('./pages/DashboardPage'), 'DashboardPage') }];
