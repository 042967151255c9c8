import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserBrief } from '@jobsite/core';
import { api } from '../../../lib/api-client';

/** GET search_message_user_list: colleagues of the current company you can message. */
export const messageUsersQuery = (searchText: string) =>
  queryOptions({
    queryKey: ['search_message_user_list', searchText],
    queryFn: ({ signal }) => api<UserBrief[]>('search_message_user_list', { query: { search_text: searchText }, signal }),
  });

export const useMessageUsers = (searchText: string, enabled: boolean) => useQuery({ ...messageUsersQuery(searchText), enabled });
