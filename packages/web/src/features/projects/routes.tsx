import { lazy, type ReactElement, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage, PageLoader } from '../../components/LazyPage';
import { PROJECTS_FOR_CONTRACTORS } from '@jobsite/core';
import { ContractorGate } from '../../components/ContractorGate';

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
    { path: paths.projects(), element: <ContractorGate reason={PROJECTS_FOR_CONTRACTORS}>{lazyPage(() => import('./pages/ProjectsPage'), 'ProjectsPage')}</ContractorGate> },
    {
      path: '/project',
      element: (
        <ContractorGate reason={PROJECTS_FOR_CONTRACTORS}>
          <Suspense fallback={<PageLoader />}>
            <ProjectFrame screens={new Set(screens.map((s) => s.area))} />
          </Suspense>
        </ContractorGate>
      ),
      children: [
        { path: 'settings/:id', element: lazyPage(() => import('./pages/ProjectAreaPages'), 'ProjectSettingsRoute') },
        ...screens.map((s) => ({ path: `${s.area}/:id`, element: s.element })),
        { path: ':area/:id', element: lazyPage(() => import('./pages/ProjectAreaPages'), 'ProjectAreaUnavailable') },
      ],
    },
  ];
}
