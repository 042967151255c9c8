import type { ReactNode } from 'react';
import { NotAvailable } from './NotAvailable';
import { storedAccount } from '../lib/session';

/**
 * A contractor's screen (projects, the quick start checklist): a supplier who opens it by URL is
 * told why and where to go instead of a screen whose calls the server refuses it.
 */
export function ContractorGate({ reason, children }: { reason: string; children: ReactNode }) {
  if (storedAccount()?.company.system_type !== 'seller') return <>{children}</>;
  return <NotAvailable reason={reason} />;
}
