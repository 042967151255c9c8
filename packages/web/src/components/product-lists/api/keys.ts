/**
 * Query keys of product lists. The BOM screen (lists panel, add-to-list dialog) and the
 * product-lists screens share them, so a change made on one refreshes the other.
 */
export const productListKeys = {
  all: ['product-lists'] as const,
  project: (projectId: number) => [...productListKeys.all, 'project', projectId] as const,
  lists: (projectId: number, filters: { search: string; includeCompleted: boolean }) => [...productListKeys.project(projectId), 'lists', filters] as const,
  subLists: (projectId: number, listId: number) => [...productListKeys.project(projectId), 'sub-lists', listId] as const,
  list: (listId: number) => [...productListKeys.all, 'list', listId] as const,
  items: (listId: number) => [...productListKeys.list(listId), 'items'] as const,
  tags: () => [...productListKeys.all, 'tags'] as const,
  bins: (projectId: number) => [...productListKeys.project(projectId), 'bins'] as const,
  stock: () => [...productListKeys.all, 'stock'] as const,
  reels: (projectId: number, listItemId?: number) => [...productListKeys.project(projectId), 'reels', listItemId ?? 'all'] as const,
  seller: () => [...productListKeys.all, 'seller'] as const,
};
