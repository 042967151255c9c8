import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ProductList } from '@jobsite/core';
import { pagedList } from './paged';

/** GET GetProjectProductList/ without project_id: the company's top-level product lists, latest change first. */
export const dashboardProductListsOptions = (f: { search: string; includeCompleted: boolean }) =>
  infiniteQueryOptions({
    queryKey: ['product-lists', 'dashboard', f],
    ...pagedList<ProductList>('GetProjectProductList/', { search: f.search, include_completed: f.includeCompleted ? 'true' : undefined }),
  });
