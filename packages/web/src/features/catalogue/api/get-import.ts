import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueImport, Paged } from '@jobsite/core';
import { api } from '../../../lib/api-client';

const running = (i: CatalogueImport | undefined) => i?.status === 'validating' || i?.status === 'importing';

/** One import, polled every half second while it runs. */
export const importOptions = (id: number) =>
  queryOptions({
    queryKey: ['catalogue', 'imports', id],
    queryFn: ({ signal }) => api<CatalogueImport>(`price_file/imports/${id}/`, { signal }),
    refetchInterval: (query) => (running(query.state.data) ? 500 : false),
    staleTime: 0,
  });

export const useImport = (id: number | null) => useQuery({ ...importOptions(id ?? 0), enabled: id !== null });

/** The recent imports, polled every second while one of them runs, so its row ends as it did. */
export const importsOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'imports', 'list'],
    queryFn: ({ signal }) => api<Paged<CatalogueImport>>('price_file/imports/', { signal }),
    refetchInterval: (query) => (query.state.data?.results.some(running) ? 1000 : false),
  });

export const useImports = () => useQuery(importsOptions());
