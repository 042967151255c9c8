import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ASSET_SERVICE_LABELS, ASSET_SERVICES, SERVICE_COMPANY_FLAG } from '@jobsite/core';
import { NotAvailable } from '../../../components/NotAvailable';
import { storedAccount } from '../../../lib/session';
import { serviceFromPath } from '../service';

/**
 * The asset screens belong to a contractor that uses the service (the server refuses the
 * rest with 403): a supplier, or a contractor without the service, who opens one by URL is
 * told so and sent home instead of meeting a screen whose every call fails.
 */
export function ServiceGate({ children, anyService = false }: { children: ReactNode; anyService?: boolean }) {
  const account = storedAccount();
  const service = serviceFromPath(useLocation().pathname);
  const company = account?.company;
  const allowed = company?.system_type === 'buyer' && (anyService ? ASSET_SERVICES.some((s) => company[SERVICE_COMPANY_FLAG[s]]) : company[SERVICE_COMPANY_FLAG[service]]);
  if (allowed) return <>{children}</>;
  return (
    <NotAvailable
      reason={
        company?.system_type === 'seller'
          ? 'Warehouse requests and assets belong to contractors.'
          : `Your company does not use ${anyService ? 'warehouse assets' : ASSET_SERVICE_LABELS[service].many.toLowerCase()}. An administrator can turn the service on in company settings.`
      }
    />
  );
}
