import type { FetchNextPageOptions } from '@tanstack/react-query';

/**
 * "Load the next page" for an infinite list, asked for once: a call while that page is still
 * loading waits for it. TanStack Query's fetchNextPage() cancels the page in flight and asks for
 * it again (cancelRefetch: true), and a list that loads as it scrolls asks on every scroll event
 * and every row it measures before the loading state reaches it: the BOM fetched each of its
 * pages twice when scrolled (68 requests for a 5,000-line BOM, not 34). Every load-more, a
 * button's too (a double click), goes through this.
 */
export function nextPageLoader(fetchNextPage: (options?: FetchNextPageOptions) => Promise<unknown>): () => void {
  return () => void fetchNextPage({ cancelRefetch: false });
}
