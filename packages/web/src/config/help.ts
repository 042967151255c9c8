import { useQuery } from '@tanstack/react-query';
import type { HowToVideo } from '@jobsite/core';
import { api } from '../lib/api-client';

/**
 * How-to videos offered under Help in the top bar: the operator lists them in HOW_TO_VIDEOS
 * (README, configuration) and the server answers them at help/videos/; none by default, and
 * Help then offers Contact us only.
 */
export const useHowToVideos = (): readonly HowToVideo[] =>
  useQuery({ queryKey: ['help', 'videos'], queryFn: ({ signal }) => api<{ results: HowToVideo[] }>('help/videos/', { signal }), staleTime: 10 * 60_000, retry: false }).data?.results ?? [];
