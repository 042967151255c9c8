import type { FetchNextPageOptions } from '@tanstack/react-query';

/**
 * How every load-more asks for the next page of an infinite list: once. A call while that page is
 * still loading waits for it. TanStack Query's fetchNextPage() cancels the page in flight and asks
 * for it again (cancelRefetch: true), and a list that loads as it scrolls asks on every scroll
 * event and every row it measures before the loading state reaches it: the BOM fetched each of its
 * pages twice when scrolled (69 requests for a 5,000-line BOM, not 34).
 */
export const NEXT_PAGE_ONCE: FetchNextPageOptions = { cancelRefetch: false };

/** "Load the next page" (NEXT_PAGE_ONCE), for a list, a button (a double click) or an effect. */
export function nextPageLoader(fetchNextPage: (options?: FetchNextPageOptions) => Promise<unknown>): () => void {
  return () => void fetchNextPage(NEXT_PAGE_ONCE);
}
