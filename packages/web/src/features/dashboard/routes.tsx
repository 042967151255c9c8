import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { DashboardPage } from './pages/DashboardPage';

/** The buyer dashboard sits inside the signed-in frame. */
export const dashboardScreens: RouteObject[] = [{ path: paths.dashboard(), element: <DashboardPage /> }];
