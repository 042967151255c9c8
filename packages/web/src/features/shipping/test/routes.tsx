import type { RouteObject } from 'react-router';
import { ShippingFormPage } from '../pages/ShippingFormPage';
import { ShippingFormsPage } from '../pages/ShippingFormsPage';

/** The shipping screens without lazy loading (a test renders them at once), and the site root. */
export const shippingRoutesForTest: RouteObject[] = [
  { path: '/shipping', element: <ShippingFormsPage /> },
  { path: '/shipping/:shippingFormID/', element: <ShippingFormPage /> },
  { path: '/', element: <p>Site root</p> },
];
