import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage } from '../../components/LazyPage';
import { PriceFileGate } from './components/PriceFileGate';

export const catalogueRoutes: RouteObject[] = [
  { path: paths.catalogue(), element: lazyPage(() => import('./pages/CataloguePage'), 'CataloguePage') },
  // a supplier's Price files section and the path the catalogue's link and staff use: one screen
  ...[paths.priceFileSeller(), paths.priceFile()].map((path) => ({ path, element: <PriceFileGate>{lazyPage(() => import('./pages/PriceFilePage'), 'PriceFilePage')}</PriceFileGate> })),
];
