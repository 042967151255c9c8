import { z } from 'zod';
import { COMPANY_SETTINGS_TABS, companySettingsTabsFor, type CompanySettingsTab, type GroupPermission, groupPermissionRefusal } from '../accounts/rules';
import { purchaseOrderStartRefusal } from '../orders/rules';

/**
 * The quick start checklist (/quick_start_checklist) and the dashboard's contractor onboarding
 * status (spec sections 2, 4, 6): the real setup steps of a new contractor, each ticked from the
 * company's data. direct_to_quick_start sends a new buyer there after login until every step is
 * done (it then turns false by itself) or the checklist is dismissed.
 *
 * - GET  quick_start_checklist/          → quickStartChecklistSchema
 * - POST quick_start_checklist/dismiss/  → quickStartChecklistSchema (direct_to_quick_start false)
 */

export const QUICK_START_STEP_KEYS = ['company_address', 'warehouse_with_bins', 'invite_users', 'project', 'bom', 'supplier', 'first_po'] as const;
export type QuickStartStepKey = (typeof QUICK_START_STEP_KEYS)[number];

export interface QuickStartStepDefinition {
  title: string;
  /** What counts as done, in the user's words. */
  description: string;
  /** Where to do it (a web path). */
  link: string;
}

export const QUICK_START_STEPS: Record<QuickStartStepKey, QuickStartStepDefinition> = {
  company_address: { title: 'Add your company address', description: 'Your company has an address with street, city and zip.', link: '/settings/company/profile' },
  warehouse_with_bins: { title: 'Set up a warehouse with bins', description: 'A warehouse with at least one bin location.', link: '/settings/company/warehouses' },
  invite_users: { title: 'Invite your team', description: 'More than one active member in your company.', link: '/settings/company/members' },
  project: { title: 'Create a project', description: 'At least one project.', link: '/projects' },
  bom: { title: 'Build a bill of materials', description: 'A BOM line on a project, added or imported from a takeoff.', link: '/projects' },
  supplier: { title: 'Add a supplier', description: 'At least one supplier to order from.', link: '/settings/company/suppliers' },
  first_po: { title: 'Send your first purchase order', description: 'A purchase order submitted to a supplier.', link: '/all_orders' },
};

/** The company settings tab each settings step links to: the tab's group setting decides who may do it. */
const STEP_SETTINGS_TAB: Partial<Record<QuickStartStepKey, CompanySettingsTab['key']>> = {
  company_address: 'profile',
  warehouse_with_bins: 'warehouses',
  invite_users: 'members',
  supplier: 'suppliers',
};

/**
 * Why this user may not do a quick start step where it links, or null: the rule of the screen it
 * opens, so the checklist offers only what that screen lets the user do. A settings step needs
 * its tab's group setting (companySettingsTabsFor); the BOM and the first purchase order are
 * refused to a group that hides the project material option (purchaseOrderStartRefusal, the BOM's
 * guard). Anyone in a contractor's company creates a project.
 */
export function quickStartStepRefusal(key: QuickStartStepKey, permissions: Partial<Record<GroupPermission, boolean>> | undefined): string | null {
  const tabKey = STEP_SETTINGS_TAB[key];
  if (tabKey !== undefined) {
    // the checklist is a contractor's (a supplier's menu has none), whose tabs include warehouses
    if (companySettingsTabsFor(permissions, 'buyer').some((t) => t.key === tabKey)) return null;
    const tab = COMPANY_SETTINGS_TABS.find((t) => t.key === tabKey)!;
    return groupPermissionRefusal(tab.permission);
  }
  const hideProjectMaterial = permissions?.hide_project_material === true;
  if (key === 'bom') return hideProjectMaterial ? groupPermissionRefusal('hide_project_material') : null;
  if (key === 'first_po') return purchaseOrderStartRefusal({ side: 'buyer', hideProjectMaterial });
  return null;
}

export const quickStartStepSchema = z.object({
  key: z.enum(QUICK_START_STEP_KEYS),
  title: z.string(),
  description: z.string(),
  done: z.boolean(),
  link: z.string(),
});
export type QuickStartStep = z.infer<typeof quickStartStepSchema>;

export const quickStartChecklistSchema = z.object({
  steps: z.array(quickStartStepSchema),
  done_count: z.number().int(),
  total: z.number().int(),
  /** Whole percent done. */
  percent: z.number().int(),
  complete: z.boolean(),
  /** The account's setting: true while login lands on the checklist. */
  direct_to_quick_start: z.boolean(),
});
export type QuickStartChecklist = z.infer<typeof quickStartChecklistSchema>;

/** The checklist from the facts (one boolean per step), in the steps' order. */
export function quickStartChecklist(done: Record<QuickStartStepKey, boolean>, directToQuickStart: boolean): QuickStartChecklist {
  const steps = QUICK_START_STEP_KEYS.map((key) => ({ key, ...QUICK_START_STEPS[key], done: done[key] }));
  const doneCount = steps.filter((s) => s.done).length;
  const complete = doneCount === steps.length;
  return {
    steps,
    done_count: doneCount,
    total: steps.length,
    percent: Math.floor((doneCount * 100) / steps.length),
    complete,
    direct_to_quick_start: directToQuickStart && !complete,
  };
}

/** The onboarding status on the dashboard: the steps left, in order. */
export const quickStartStepsLeft = (c: QuickStartChecklist) => c.steps.filter((s) => !s.done);
