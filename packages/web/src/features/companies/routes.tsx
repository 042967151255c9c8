import type { RouteObject } from 'react-router';
import { routePatterns } from '../../config/paths';
import { lazyPage } from '../../components/LazyPage';
import { StaffGate } from './components/StaffGate';

/** The printable QR sheet stands alone, without the frame, so it prints cleanly. */
export const companyRoutes: RouteObject[] = [{ path: routePatterns.binQrSheet, element: lazyPage(() => import('./pages/BinQrSheetPage'), 'BinQrSheetPage') }];

/** Company settings sit inside the signed-in frame. */
export const companyScreens: RouteObject[] = [
  { path: routePatterns.companySettings, element: lazyPage(() => import('./pages/CompanySettingsPage'), 'CompanySettingsPage') },
  { path: routePatterns.staffCompanySettings, element: <StaffGate>{lazyPage(() => import('./pages/StaffCompanySettingsPage'), 'StaffCompanySettingsPage')}</StaffGate> },
];
