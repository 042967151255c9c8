import { LoadMoreBar } from '../../../components/DataTable';

/** Under a settings table not yet on DataTable: how many rows show of how many, and a button for the next page. */
export function LoadMore({ list }: { list: { rows: unknown[]; count: number; hasMore: boolean; loadingMore: boolean; loadMore: () => void } }) {
  if (!list.count) return null;
  return <LoadMoreBar shown={list.rows.length} total={list.count} hasMore={list.hasMore} loadingMore={list.loadingMore} onLoadMore={list.loadMore} />;
}
