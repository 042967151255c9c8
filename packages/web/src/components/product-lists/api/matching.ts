import { useQuery } from '@tanstack/react-query';
import type { CatalogueSuggestion, ListItemMatch } from '@jobsite/core';
import { api } from '../../../lib/api-client';
import { productListKeys } from './keys';

/** A score of 2 means the same catalogue item or number; below, description likeness (0 to 1). */
export const SAME_NUMBER_SCORE = 2;

/** How a ranked match says why it is there: the same number, or how alike the descriptions are. */
export const matchReason = (score: number) => (score >= SAME_NUMBER_SCORE ? 'Same catalogue number' : `Likeness ${Math.round(score * 100)}%`);

/** GET GetProjectProductListItemSuggestion/?list_item_id= : catalogue items for a list item, best first (as the server ranks them). */
export const useCatalogueSuggestions = (listItemId: number) =>
  useQuery({
    queryKey: [...productListKeys.all, 'suggestions', listItemId],
    queryFn: ({ signal }) => api<{ results: CatalogueSuggestion[] }>(`GetProjectProductListItemSuggestion/?list_item_id=${listItemId}`, { signal }).then((r) => r.results),
    meta: { handlesErrors: true },
  });

/** GET MatchItemToProjectProductListItem/?project_id=&base_item_id= : the project's list items for a catalogue item, best first. */
export const useListItemMatches = (projectId: number, baseItemId: number | null) =>
  useQuery({
    queryKey: [...productListKeys.project(projectId), 'matches', baseItemId],
    queryFn: ({ signal }) => api<{ results: ListItemMatch[] }>(`MatchItemToProjectProductListItem/?project_id=${projectId}&base_item_id=${baseItemId}`, { signal }).then((r) => r.results),
    enabled: baseItemId !== null,
    meta: { handlesErrors: true },
  });
