import type { ReactNode } from 'react';
import { ContractorGate } from '../../../components/ContractorGate';
import { NotAvailable } from '../../../components/NotAvailable';
import { storedAccount } from '../../../lib/session';

/**
 * Job-site stock and QR sheets are a contractor's screens (ContractorGate), the shared lists a
 * supplier's: whoever opens the other side's screen by URL is told so instead of meeting calls
 * that all fail (the server refuses them too).
 */
export function AudienceGate({ audience, children }: { audience: 'buyer' | 'seller'; children: ReactNode }) {
  if (audience === 'buyer') return <ContractorGate reason="Job-site stock and product lists belong to contractors.">{children}</ContractorGate>;
  if (storedAccount()?.company.system_type === 'seller') return <>{children}</>;
  return <NotAvailable reason="Shared product lists are the screen of a supplier that a customer shares its lists with." />;
}
