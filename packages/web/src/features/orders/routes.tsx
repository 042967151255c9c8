import type { RouteObject } from 'react-router';
import { ContractorGate } from '../../components/ContractorGate';
import { lazyPage } from '../../components/LazyPage';
import { paths, routePatterns } from '../../config/paths';

export const EXPORT_ORDERS_FOR_CONTRACTORS = 'Export orders is where a contractor exports its purchase orders. A supplier exports its incoming orders from Orders: filter the list, then choose Export.';
export const EXPORT_INVOICES_FOR_CONTRACTORS = 'Export invoices is where a contractor exports its invoices. A supplier exports its own from Invoices: filter the list, then choose Export.';

/** Orders: the supplier's home /orders, the buyer's /all_orders, and the pending order screen; inside the signed-in frame. */
export const orderScreens: RouteObject[] = [
  { path: paths.orders(), element: lazyPage(() => import('./pages/OrdersPage'), 'OrdersPage') },
  { path: paths.allOrders(), element: lazyPage(() => import('./pages/OrdersPage'), 'OrdersPage') },
  { path: paths.allPoItems(), element: lazyPage(() => import('./pages/PoItemsPage'), 'PoItemsPage') },
  { path: paths.invoices(), element: lazyPage(() => import('./pages/InvoicesPage'), 'InvoicesPage') },
  // export_orders and export_invoices: the lists, whose Export menu downloads them as filtered
  // (a contractor's: a supplier exports its incoming orders and invoices from Orders and Invoices)
  { path: paths.exportOrders(), element: <ContractorGate reason={EXPORT_ORDERS_FOR_CONTRACTORS}>{lazyPage(() => import('./pages/OrdersPage'), 'OrdersPage')}</ContractorGate> },
  { path: paths.exportInvoices(), element: <ContractorGate reason={EXPORT_INVOICES_FOR_CONTRACTORS}>{lazyPage(() => import('./pages/InvoicesPage'), 'InvoicesPage')}</ContractorGate> },
  { path: routePatterns.pendingOrder, element: lazyPage(() => import('./pages/PendingOrderPage'), 'PendingOrderPage') },
];
