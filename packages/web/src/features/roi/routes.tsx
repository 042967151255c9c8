import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage } from '../../components/LazyPage';

/** The ROI calculator sits inside the signed-in frame. */
export const roiScreens: RouteObject[] = [{ path: paths.roi(), element: lazyPage(() => import('./pages/RoiPage'), 'RoiPage') }];
