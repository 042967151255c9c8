import type { ReactNode } from 'react';
import { NotAvailable } from '../../../components/NotAvailable';
import { storedAccount } from '../../../lib/session';

/**
 * Staff screens (another company's settings): whoever else opens one by URL is told so instead
 * of meeting calls that all fail (the server refuses them with 403 too).
 */
export function StaffGate({ children }: { children: ReactNode }) {
  if (storedAccount()?.is_staff) return <>{children}</>;
  return <NotAvailable reason="The settings of other companies are for staff. Your own company's settings are under Company settings." />;
}
