import { queryOptions } from '@tanstack/react-query';
import type { AppVersion } from '@jobsite/core';
import { api } from '../../../lib/api-client';

/** Polled as well as pushed, so a page whose socket is down still learns of a new deployment. */
export const VERSION_POLL_MS = 5 * 60 * 1000;

export const versionQuery = () =>
  queryOptions({
    queryKey: ['version'],
    queryFn: ({ signal }) => api<AppVersion>('version/', { signal }),
    refetchInterval: VERSION_POLL_MS,
    staleTime: 0,
    meta: { handlesErrors: true },
  });
