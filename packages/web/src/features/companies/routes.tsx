import type { RouteObject } from 'react-router';
import { routePatterns } from '../../config/paths';
import { BinQrSheetPage } from './pages/BinQrSheetPage';
import { CompanySettingsPage } from './pages/CompanySettingsPage';

export const companyRoutes: RouteObject[] = [
  { path: routePatterns.binQrSheet, element: <BinQrSheetPage /> },
  { path: routePatterns.companySettings, element: <CompanySettingsPage /> },
];
