import type { Account } from '@jobsite/core';
import type { ReactNode } from 'react';
import { useFreshAccount } from '../../features/accounts/api/fresh-account';
import { NotificationBell } from '../../features/notifications/components/NotificationBell';
import { ActionNeededButton } from '../../components/orders/ActionNeededButton';
import { useStoredAccount } from '../../lib/session';
import { AppLayout } from '../../features/shell/components/AppLayout';

/** The signed-in frame with the notifications feature's bell in its top bar; it keeps the stored account current. */
export function SignedInLayout({ children }: { children?: ReactNode }) {
  const account = useStoredAccount();
  // A supplier also sees how many orders wait for it, next to the bell.
  const bell =
    account?.company.system_type === 'seller' ? (
      <>
        <ActionNeededButton />
        <NotificationBell />
      </>
    ) : (
      <NotificationBell />
    );
  return (
    <>
      <FreshAccount account={account} />
      <AppLayout bell={bell}>{children}</AppLayout>
    </>
  );
}

/**
 * Reads the account afresh (useFreshAccount) in a component of its own: when the answer came, the
 * query re-rendered the whole frame and the screen in it (545 components on a /projects load, a
 * quarter of the load's renders) though only a changed account, stored, changes what they show.
 */
function FreshAccount({ account }: { account: Account | null }) {
  useFreshAccount(account);
  return null;
}
