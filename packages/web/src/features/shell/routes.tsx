import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage } from '../../components/LazyPage';

/** The shell's own screens; they sit inside the signed-in frame. */
export const shellScreens: RouteObject[] = [
  { path: paths.downloadFilePattern(), element: lazyPage(() => import('./pages/DownloadFilePage'), 'DownloadFilePage') },
  { path: paths.systemMessagePattern(), element: lazyPage(() => import('./pages/SystemMessagePage'), 'SystemMessagePage') },
];

