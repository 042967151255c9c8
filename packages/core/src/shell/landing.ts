/**
 * Where a signed-in user lands (spec section 4: a buyer goes to quick start or the dashboard as
 * direct_to_quick_start says, a seller to orders). A screen that is not built yet is never a
 * landing page: each role falls back, in order, to the next screen that exists and shows its work.
 */
export interface LandingAccount {
  is_staff: boolean;
  direct_to_quick_start: boolean;
  company: { system_type: 'buyer' | 'seller' };
}

export function landingCandidates(account: LandingAccount): readonly string[] {
  if (account.company.system_type === 'seller') return ['/orders', '/catalogue', '/projects'];
  return account.direct_to_quick_start ? ['/quick_start_checklist', '/dashboard', '/projects'] : ['/dashboard', '/projects'];
}

/** The first candidate the app has a screen for; `isBuilt` answers for a path without its query. */
export function landingPath(account: LandingAccount, isBuilt: (path: string) => boolean): string {
  const candidates = landingCandidates(account);
  return candidates.find(isBuilt) ?? candidates[candidates.length - 1];
}
