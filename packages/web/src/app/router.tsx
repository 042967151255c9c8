import { createBrowserRouter, type RouteObject } from 'react-router';
import { companyRoutes } from '../features/companies/routes';
import { projectRoutes } from '../features/projects/routes';
import { NotFoundPage } from './pages/NotFoundPage';
import { RootRedirect } from './pages/RootRedirect';

/** Each feature exports its own route objects; they are composed here. */
export const routes: RouteObject[] = [
  { path: '/', element: <RootRedirect /> },
  ...companyRoutes,
  ...projectRoutes(),
  { path: '*', element: <NotFoundPage /> },
];

export const createRouter = () => createBrowserRouter(routes);
