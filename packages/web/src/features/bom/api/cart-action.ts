import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartActionInput, CartActionResult, CartFunc, CartItem, Paged } from '@jobsite/core';
import { api, ApiError } from '../../../lib/api-client';
import { projectDetailKeys } from '../../../components/projects/api/keys';
import { bomKeys } from './keys';

/** The body of any cart func of POST projects/{id}/ (typed by core's cartActionSchemas). */
export type CartActionBody = { [F in CartFunc]: CartActionInput<F> }[CartFunc];

/** POST projects/{id}/ with {func, ...}: answers the lines it created or changed and the ids it removed. */
export const runCartAction = (projectId: number, body: CartActionBody) => api<CartActionResult>(`projects/${projectId}/`, { method: 'POST', body });

/**
 * Puts an action's answer into every cached list of the project: changed lines are replaced
 * where they are, removed ones dropped (the count with them). Lines no list holds yet (added,
 * duplicated) make the lists refetch, since only the server knows where they sort.
 */
export function applyCartResult(qc: QueryClient, projectId: number, result: CartActionResult): void {
  const removed = new Set(result.removed_ids);
  const changed = new Map(result.items.map((i) => [i.id, i]));
  const seen = new Set<number>();
  qc.setQueriesData<InfiniteData<Paged<CartItem>>>({ queryKey: bomKeys.itemLists(projectId) }, (data) => {
    if (!data) return data;
    let dropped = 0;
    const pages = data.pages.map((page) => {
      const results = page.results.flatMap((line) => {
        if (removed.has(line.id)) {
          dropped += 1;
          return [];
        }
        const next = changed.get(line.id);
        if (next) seen.add(line.id);
        return [next ?? line];
      });
      return { ...page, results };
    });
    return { ...data, pages: pages.map((p) => ({ ...p, count: Math.max(0, p.count - dropped) })) };
  });
  if (result.items.some((i) => !seen.has(i.id))) void qc.invalidateQueries({ queryKey: bomKeys.itemLists(projectId) });
  void qc.invalidateQueries({ queryKey: bomKeys.summary(projectId) });
  // Spool line counts follow any change of lines; only an open spool list refetches.
  void qc.invalidateQueries({ queryKey: bomKeys.spools(projectId) });
}

/** Runs cart funcs of one project and keeps the screen's lists and totals in step. */
export function useCartAction(projectId: number, opts: { handlesErrors?: boolean } = {}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CartActionBody) => runCartAction(projectId, body),
    meta: { handlesErrors: opts.handlesErrors },
    // Someone changed the line since it was loaded (409): show their version, the toast says who.
    onError: (err) => {
      const current = err instanceof ApiError && err.status === 409 ? (err.body as { current?: CartItem }).current : undefined;
      if (current) applyCartResult(qc, projectId, { items: [current], removed_ids: [] });
    },
    onSuccess: (result, body) => {
      applyCartResult(qc, projectId, result);
      if (body.func === 'set_item_phase_code_and_cost_code' && body.material) void qc.invalidateQueries({ queryKey: projectDetailKeys.detail(projectId) });
      if (body.func === 'move_items_to_another_project') void qc.invalidateQueries({ queryKey: bomKeys.project(body.to_project_id) });
      if (body.func === 'add_item' || body.func === 'add_selected_wbs_tems') void qc.invalidateQueries({ queryKey: bomKeys.recent() });
      if (body.func === 'auto_match_hfr_item' || body.func === 'unlink_from_hfr_item') void qc.invalidateQueries({ queryKey: bomKeys.hfrItems() });
    },
  });
}
