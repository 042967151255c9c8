import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuickStartChecklist } from '@jobsite/core';
import { api } from '../../lib/api-client';
import { saveAccount, storedAccount } from '../../lib/session';

export const quickStartKey = ['quick-start-checklist'] as const;

/** Shared by the quick start screen and the dashboard's onboarding status. GET quick_start_checklist/: the setup steps, each ticked from the company's data, and the progress. */
export const quickStartOptions = () => queryOptions({ queryKey: quickStartKey, queryFn: ({ signal }) => api<QuickStartChecklist>('quick_start_checklist/', { signal }) });

/**
 * POST quick_start_checklist/dismiss/: login lands on the dashboard from now on. The stored
 * account follows, so the landing rule agrees without a new sign-in.
 */
export function useDismissQuickStart() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<QuickStartChecklist>('quick_start_checklist/dismiss/', { method: 'POST', body: {} }),
    onSuccess: (checklist) => {
      qc.setQueryData(quickStartKey, checklist);
      const account = storedAccount();
      if (account) saveAccount({ ...account, direct_to_quick_start: checklist.direct_to_quick_start });
    },
  });
}
