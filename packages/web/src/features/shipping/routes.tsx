import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/LazyPage';
import { paths, routePatterns } from '../../config/paths';
import { ShippingGate } from './components/ShippingGate';

/** Shipping forms: the list (/shipping) and one form (/shipping/{shippingFormID}/, the share link). */
export const shippingScreens: RouteObject[] = [
  { path: paths.shippingForms(), element: <ShippingGate>{lazyPage(() => import('./pages/ShippingFormsPage'), 'ShippingFormsPage')}</ShippingGate> },
  { path: routePatterns.shippingForm, element: <ShippingGate>{lazyPage(() => import('./pages/ShippingFormPage'), 'ShippingFormPage')}</ShippingGate> },
];
