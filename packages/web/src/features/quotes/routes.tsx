import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/LazyPage';
import { paths } from '../../config/paths';

/** Quotes: the buyer's /buyer_quotes and the supplier's /quotes, one screen that reads the role. */
export const quoteScreens: RouteObject[] = [
  { path: paths.buyerQuotes(), element: lazyPage(() => import('./pages/QuotesPage'), 'QuotesPage') },
  { path: paths.quotes(), element: lazyPage(() => import('./pages/QuotesPage'), 'QuotesPage') },
];
