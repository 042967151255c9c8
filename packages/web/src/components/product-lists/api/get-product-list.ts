import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductListDetail } from '@jobsite/core';
import { api } from '../../../lib/api-client';
import { productListKeys } from './keys';

/** GET RetrieveProjectProductList/?list_id=: one list with its sublists and tags. */
export const productListOptions = (listId: number) =>
  queryOptions({ queryKey: productListKeys.list(listId), queryFn: ({ signal }) => api<ProductListDetail>('RetrieveProjectProductList/', { query: { list_id: listId }, signal }) });

export const useProductList = (listId: number) => useQuery({ ...productListOptions(listId), enabled: listId > 0, meta: { handlesErrors: true } });
