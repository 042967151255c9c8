import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/LazyPage';
import { paths, routePatterns } from '../../config/paths';
import { AudienceGate } from './components/AudienceGate';
import { ListOrBom } from './components/ListOrBom';

/** Job-site stock (/job_warehouse_stock_items), a list's QR sheet, and the supplier's shared lists (/project_list_seller). */
export const productListScreens: RouteObject[] = [
  { path: paths.jobSiteStockPattern(), element: <AudienceGate audience="buyer">{lazyPage(() => import('./pages/JobSiteStockPage'), 'JobSiteStockPage')}</AudienceGate> },
  { path: routePatterns.productListQrSheet, element: <AudienceGate audience="buyer">{lazyPage(() => import('./pages/ProductListQrSheetPage'), 'ProductListQrSheetPage')}</AudienceGate> },
  { path: paths.productListSellerPattern(), element: <AudienceGate audience="seller">{lazyPage(() => import('./pages/SellerListsPage'), 'SellerListsPage')}</AudienceGate> },
];

const listPage = lazyPage(() => import('./pages/ProductListPage'), 'ProductListPage');

/**
 * The BOM screen shows one product list instead of the BOM lines when the URL names one
 * (?project_product_list_id=): the app wraps the bom feature's screen with this, so neither
 * feature imports the other.
 */
export function withProductListView<S extends { area: string; element: ReactElement }>(screens: S[]): S[] {
  return screens.map((s) => (s.area === 'bom' ? { ...s, element: <ListOrBom bom={s.element} list={listPage} /> } : s));
}
