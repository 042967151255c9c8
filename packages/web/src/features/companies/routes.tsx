import type { RouteObject } from 'react-router';
import { routePatterns } from '../../config/paths';
import { BinQrSheetPage } from './pages/BinQrSheetPage';
import { CompanySettingsPage } from './pages/CompanySettingsPage';

/** The printable QR sheet stands alone, without the frame, so it prints cleanly. */
export const companyRoutes: RouteObject[] = [{ path: routePatterns.binQrSheet, element: <BinQrSheetPage /> }];

/** Company settings sit inside the signed-in frame. */
export const companyScreens: RouteObject[] = [{ path: routePatterns.companySettings, element: <CompanySettingsPage /> }];
