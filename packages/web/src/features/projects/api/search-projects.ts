import { queryOptions } from '@tanstack/react-query';
import { type AccessSearchItem, type Paged, PROJECT_SEARCH_MIN_LENGTH } from '@jobsite/core';
import { api } from '../../../lib/api-client';
import { projectKeys } from './keys';

/** GET SearchProjects/: the request project access search. */
export const searchProjects = (text: string) => api<Paged<AccessSearchItem>>('SearchProjects/', { query: { search_text: text, page_size: 20 } });

/** Searches only past 2 characters (spec section 5). */
export const accessSearchOptions = (text: string) =>
  queryOptions({ queryKey: projectKeys.accessSearch(text), queryFn: () => searchProjects(text), enabled: text.trim().length >= PROJECT_SEARCH_MIN_LENGTH });
