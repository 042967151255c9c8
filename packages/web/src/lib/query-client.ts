import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { handleApiError } from './handle-api-error';

declare module '@tanstack/react-query' {
  interface Register {
    /** A mutation or query whose caller shows its own errors (e.g. on a form) sets meta.handlesErrors. */
    mutationMeta: { handlesErrors?: boolean };
    queryMeta: { handlesErrors?: boolean };
  }
}

/**
 * The app's query client. A query that failed for a reason other than a 4xx answer is tried twice
 * more, after TanStack Query's growing delay (1 s, then 2 s); `retryDelayMs` sets one fixed delay
 * instead (the web tests' 0: the same tries without the three seconds of real waiting).
 */
export function createQueryClient({ retryDelayMs }: { retryDelayMs?: number } = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.handlesErrors) handleApiError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (!mutation.meta?.handlesErrors) handleApiError(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
        ...(retryDelayMs === undefined ? {} : { retryDelay: retryDelayMs }),
        refetchOnWindowFocus: false,
      },
    },
  });
}
