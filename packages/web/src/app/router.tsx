import { createBrowserRouter, type RouteObject } from 'react-router';
import { catalogueRoutes } from '../features/catalogue/routes';
import { NotFoundPage } from './pages/NotFoundPage';
import { RootRedirect } from './pages/RootRedirect';

/** Each feature exports its own route objects; they are composed here. */
export const routes: RouteObject[] = [
  { path: '/', element: <RootRedirect /> },
  ...catalogueRoutes,
  { path: '*', element: <NotFoundPage /> },
];

export const createRouter = () => createBrowserRouter(routes);
