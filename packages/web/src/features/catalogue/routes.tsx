import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage } from '../../components/LazyPage';
import { PriceFileGate } from './components/PriceFileGate';

export const catalogueRoutes: RouteObject[] = [
  { path: paths.catalogue(), element: lazyPage(() => import('./pages/CataloguePage'), 'CataloguePage') },
  { path: paths.priceFile(), element: <PriceFileGate>{lazyPage(() => import('./pages/PriceFilePage'), 'PriceFilePage')}</PriceFileGate> },
];
