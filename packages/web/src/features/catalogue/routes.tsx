import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { CataloguePage } from './pages/CataloguePage';
import { PriceFilePage } from './pages/PriceFilePage';

export const catalogueRoutes: RouteObject[] = [
  { path: paths.catalogue(), element: <CataloguePage /> },
  { path: paths.priceFile(), element: <PriceFilePage /> },
];
