import { Center, Loader } from '@mantine/core';
import { type ComponentType, lazy, type ReactElement, Suspense } from 'react';

/** What a screen shows while its code arrives (a few kilobytes, usually a blink). */
export function PageLoader() {
  return (
    <Center py="xl">
      <Loader aria-label="Loading page" />
    </Center>
  );
}

/**
 * A screen whose code is fetched when it is first shown, so the first page (login) loads
 * only what it needs: `lazyPage(() => import('./pages/BomPage'), 'BomPage')`. Each call
 * makes one component; call it once per screen, at module level.
 */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K): ReactElement {
  const Page = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return (
    <Suspense fallback={<PageLoader />}>
      <Page />
    </Suspense>
  );
}
