import { render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../lib/query-client';

// A failed query is retried as in the app, at once instead of after 1 and 2 s of real time.
const testQueryClient = () => createQueryClient({ retryDelayMs: 0 });

/** Renders routes inside the app's providers at a given URL, as the browser would. */
export function renderRoutes(routes: RouteObject[], url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const utils = render(
    <AppProviders makeQueryClient={testQueryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...utils };
}

export function renderWithProviders(ui: ReactElement) {
  return renderRoutes([{ path: '*', element: ui }], '/');
}

/** Waits until a lazily loaded screen (lazyPage) has arrived: its 'Loading page' placeholder is gone. */
export async function pageLoaded(): Promise<void> {
  await waitFor(() => {
    if (screen.queryByLabelText('Loading page')) throw new Error('the screen is still loading');
  });
}
