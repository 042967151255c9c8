import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { DownloadFilePage } from './pages/DownloadFilePage';
import { SystemMessagePage } from './pages/SystemMessagePage';

/** The shell's own screens; they sit inside the signed-in frame. */
export const shellScreens: RouteObject[] = [
  { path: paths.downloadFilePattern(), element: <DownloadFilePage /> },
  { path: paths.systemMessagePattern(), element: <SystemMessagePage /> },
];

export { AppLayout } from './components/AppLayout';
