import type { ReactNode } from 'react';
import { ASSET_SERVICES, SERVICE_COMPANY_FLAG } from '@jobsite/core';
import { NotAvailable } from '../../../components/NotAvailable';
import { storedAccount } from '../../../lib/session';

/**
 * Shipping forms move a contractor's warehouse assets: a supplier, or a contractor without
 * any asset service, who opens one by URL is told so instead of meeting failing calls (the
 * server refuses them too).
 */
export function ShippingGate({ children }: { children: ReactNode }) {
  const company = storedAccount()?.company;
  if (company?.system_type === 'buyer' && ASSET_SERVICES.some((s) => company[SERVICE_COMPANY_FLAG[s]])) return <>{children}</>;
  return (
    <NotAvailable
      reason={
        company?.system_type === 'seller'
          ? 'Shipping forms belong to contractors moving their warehouse assets.'
          : 'Your company does not use warehouse assets. An administrator can turn a service on in company settings.'
      }
    />
  );
}
