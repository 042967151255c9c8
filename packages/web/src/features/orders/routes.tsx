import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/LazyPage';
import { paths, routePatterns } from '../../config/paths';

/** Orders: the supplier's home /orders, the buyer's /all_orders, and the pending order screen; inside the signed-in frame. */
export const orderScreens: RouteObject[] = [
  { path: paths.orders(), element: lazyPage(() => import('./pages/OrdersPage'), 'OrdersPage') },
  { path: paths.allOrders(), element: lazyPage(() => import('./pages/OrdersPage'), 'OrdersPage') },
  { path: paths.allPoItems(), element: lazyPage(() => import('./pages/PoItemsPage'), 'PoItemsPage') },
  { path: paths.invoices(), element: lazyPage(() => import('./pages/InvoicesPage'), 'InvoicesPage') },
  // export_orders and export_invoices: the lists, whose Export menu downloads them as filtered
  { path: paths.exportOrders(), element: lazyPage(() => import('./pages/OrdersPage'), 'OrdersPage') },
  { path: paths.exportInvoices(), element: lazyPage(() => import('./pages/InvoicesPage'), 'InvoicesPage') },
  { path: routePatterns.pendingOrder, element: lazyPage(() => import('./pages/PendingOrderPage'), 'PendingOrderPage') },
];
