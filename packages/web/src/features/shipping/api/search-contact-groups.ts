import { useQuery } from '@tanstack/react-query';
import { CONTACT_GROUP_SEARCH_MIN, type ContactGroup, type Paged } from '@jobsite/core';
import { api } from '../../../lib/api-client';

/** GET contact_groups/?search=: supplier contact groups (the delivery option), searched from more than 3 characters. */
export const useContactGroupSearch = (search: string) =>
  useQuery({
    queryKey: ['contact-groups', 'search', search],
    queryFn: ({ signal }) => api<Paged<ContactGroup>>('contact_groups/', { query: { search, page_size: 20 }, signal }),
    enabled: search.length >= CONTACT_GROUP_SEARCH_MIN,
    meta: { handlesErrors: true },
  });
