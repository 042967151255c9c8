import { Navigate, type RouteObject, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage } from '../../components/LazyPage';
import { PriceFileGate } from './components/PriceFileGate';

/** The spec's sku section is the catalogue here: a link or bookmark to /sku opens it, its query kept. */
function SkuRedirect() {
  const { search } = useLocation();
  return <Navigate to={`${paths.catalogue()}${search}`} replace />;
}

export const catalogueRoutes: RouteObject[] = [
  { path: paths.catalogue(), element: lazyPage(() => import('./pages/CataloguePage'), 'CataloguePage') },
  { path: '/sku', element: <SkuRedirect /> },
  // a supplier's Price files section and the path the catalogue's link and staff use: one screen
  ...[paths.priceFileSeller(), paths.priceFile()].map((path) => ({ path, element: <PriceFileGate>{lazyPage(() => import('./pages/PriceFilePage'), 'PriceFilePage')}</PriceFileGate> })),
];
