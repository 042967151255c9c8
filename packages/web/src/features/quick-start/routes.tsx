import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage } from '../../components/LazyPage';

/** The quick start checklist sits inside the signed-in frame. */
export const quickStartScreens: RouteObject[] = [{ path: paths.quickStartChecklist(), element: lazyPage(() => import('./pages/QuickStartChecklistPage'), 'QuickStartChecklistPage') }];
