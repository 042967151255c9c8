import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage } from '../../components/LazyPage';

/** The exports screen sits inside the signed-in frame. */
export const exportScreens: RouteObject[] = [{ path: paths.exports(), element: lazyPage(() => import('./pages/ExportsPage'), 'ExportsPage') }];
