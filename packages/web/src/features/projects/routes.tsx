import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { ProjectAreaUnavailable, ProjectSettingsRoute } from './pages/ProjectAreaPages';
import { ProjectFrame } from './pages/ProjectFrame';
import { ProjectsPage } from './pages/ProjectsPage';

/** A sub-area screen another feature provides (bom, tool, ...), shown inside the project frame. */
export interface ProjectAreaScreen {
  area: string;
  element: ReactElement;
}

/**
 * The projects feature's routes. The app passes the sub-area screens other features
 * provide; the tab bar shows only those (and settings), and they render in the frame.
 */
export function projectRoutes(screens: ProjectAreaScreen[] = []): RouteObject[] {
  return [
    { path: paths.projects(), element: <ProjectsPage /> },
    {
      path: '/project',
      element: <ProjectFrame screens={new Set(screens.map((s) => s.area))} />,
      children: [
        { path: 'settings/:id', element: <ProjectSettingsRoute /> },
        ...screens.map((s) => ({ path: `${s.area}/:id`, element: s.element })),
        { path: ':area/:id', element: <ProjectAreaUnavailable /> },
      ],
    },
  ];
}
