import type { ReactNode } from 'react';
import { NotificationBell } from '../../features/notifications/components/NotificationBell';
import { AppLayout } from '../../features/shell/routes';

/** The signed-in frame with the notifications feature's bell in its top bar. */
export function SignedInLayout({ children }: { children?: ReactNode }) {
  return <AppLayout bell={<NotificationBell />}>{children}</AppLayout>;
}
