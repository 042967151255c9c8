import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { nextPageLoader } from './load-more';

/** An infinite list of three pages that answers each page when told to (`answer`), counting what it was asked. */
function pagedList() {
  const asked: number[] = [];
  const waiting: (() => void)[] = [];
  const observer = new InfiniteQueryObserver(new QueryClient(), {
    queryKey: ['lines'],
    queryFn: ({ pageParam }) => {
      asked.push(pageParam);
      return new Promise<{ page: number }>((resolve) => waiting.push(() => resolve({ page: pageParam })));
    },
    initialPageParam: 1,
    getNextPageParam: (last: { page: number }) => (last.page < 3 ? last.page + 1 : undefined),
  });
  const unsubscribe = observer.subscribe(() => {});
  /** Answers every page asked for so far, and waits until the list has them. */
  const answer = async () => {
    for (const resolve of waiting.splice(0)) resolve();
    await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false));
  };
  return { asked, observer, answer, unsubscribe };
}

describe('nextPageLoader', () => {
  it('asks for the next page once when asked again while it loads, as a list that loads on scroll does', async () => {
    const { asked, observer, answer, unsubscribe } = pagedList();
    await answer();
    const loadMore = nextPageLoader(observer.fetchNextPage.bind(observer));
    loadMore();
    loadMore();
    loadMore();
    await answer();
    expect(asked).toEqual([1, 2]);
    expect(observer.getCurrentResult().data?.pages).toEqual([{ page: 1 }, { page: 2 }]);
    loadMore();
    await answer();
    expect(asked).toEqual([1, 2, 3]);
    unsubscribe();
  });

  it('(what it prevents) fetchNextPage() asked again while the page loads cancels it and asks again', async () => {
    const { asked, observer, answer, unsubscribe } = pagedList();
    await answer();
    void observer.fetchNextPage();
    void observer.fetchNextPage();
    await answer();
    expect(asked).toEqual([1, 2, 2]);
    unsubscribe();
  });
});
