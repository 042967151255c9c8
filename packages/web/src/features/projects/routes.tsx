import { lazy, type ReactElement, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage, PageLoader } from '../../components/LazyPage';

/** A sub-area screen another feature provides (bom, tool, ...), shown inside the project frame. */
export interface ProjectAreaScreen {
  area: string;
  element: ReactElement;
}

/**
 * The projects feature's routes. The app passes the sub-area screens other features
 * provide; the tab bar shows only those (and settings), and they render in the frame.
 */
const ProjectFrame = lazy(async () => ({ default: (await import('./pages/ProjectFrame')).ProjectFrame }));

export function projectRoutes(screens: ProjectAreaScreen[] = []): RouteObject[] {
  return [
    { path: paths.projects(), element: lazyPage(() => import('./pages/ProjectsPage'), 'ProjectsPage') },
    {
      path: '/project',
      element: (
        <Suspense fallback={<PageLoader />}>
          <ProjectFrame screens={new Set(screens.map((s) => s.area))} />
        </Suspense>
      ),
      children: [
        { path: 'settings/:id', element: lazyPage(() => import('./pages/ProjectAreaPages'), 'ProjectSettingsRoute') },
        ...screens.map((s) => ({ path: `${s.area}/:id`, element: s.element })),
        { path: ':area/:id', element: lazyPage(() => import('./pages/ProjectAreaPages'), 'ProjectAreaUnavailable') },
      ],
    },
  ];
}
