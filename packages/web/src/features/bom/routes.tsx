import type { ReactElement } from 'react';
import { lazyPage } from '../../components/LazyPage';

/**
 * The bom feature's screens inside the project frame (the projects feature's
 * ProjectAreaScreen shape): /project/bom/{projectId}, the procurement material view.
 */
export const bomScreens: { area: 'bom'; element: ReactElement }[] = [{ area: 'bom', element: lazyPage(() => import('./pages/BomPage'), 'BomPage') }];
