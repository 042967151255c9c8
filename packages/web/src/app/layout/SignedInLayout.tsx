import type { ReactNode } from 'react';
import { useFreshAccount } from '../../features/accounts/api/fresh-account';
import { NotificationBell } from '../../features/notifications/components/NotificationBell';
import { useStoredAccount } from '../../lib/session';
import { AppLayout } from '../../features/shell/components/AppLayout';

/** The signed-in frame with the notifications feature's bell in its top bar; it keeps the stored account current. */
export function SignedInLayout({ children }: { children?: ReactNode }) {
  useFreshAccount(useStoredAccount());
  return <AppLayout bell={<NotificationBell />}>{children}</AppLayout>;
}
