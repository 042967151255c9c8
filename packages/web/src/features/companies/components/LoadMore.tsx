import { LoadMoreBar } from '../../../components/DataTable';

interface SettingsList<T> {
  rows: T[];
  count: number;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  isPending: boolean;
  isError?: boolean;
  error?: unknown;
  retry?: () => void;
}

/** A settings list (usePagedList) as DataTable's rows, loading, error and load-more props: `<DataTable {...pagedTable(list)} … />`. */
export function pagedTable<T>(list: SettingsList<T>) {
  return {
    rows: list.rows,
    loading: list.isPending && !list.isError,
    error: list.isError ? 'This list could not be loaded' : null,
    errorCause: list.error,
    onRetry: list.retry,
    total: list.count,
    hasMore: list.hasMore,
    loadingMore: list.loadingMore,
    onLoadMore: list.loadMore,
  };
}

/** Under a settings table not yet on DataTable: how many rows show of how many, and a button for the next page. */
export function LoadMore({ list }: { list: Omit<SettingsList<unknown>, 'isPending'> }) {
  if (!list.count) return null;
  return <LoadMoreBar shown={list.rows.length} total={list.count} hasMore={list.hasMore} loadingMore={list.loadingMore} onLoadMore={list.loadMore} />;
}
