import type { ReactNode } from 'react';
import { useFreshAccount } from '../../features/accounts/api/fresh-account';
import { NotificationBell } from '../../features/notifications/components/NotificationBell';
import { ActionNeededButton } from '../../components/orders/ActionNeededButton';
import { useStoredAccount } from '../../lib/session';
import { AppLayout } from '../../features/shell/components/AppLayout';

/** The signed-in frame with the notifications feature's bell in its top bar; it keeps the stored account current. */
export function SignedInLayout({ children }: { children?: ReactNode }) {
  const account = useStoredAccount();
  useFreshAccount(account);
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
  return <AppLayout bell={bell}>{children}</AppLayout>;
}
