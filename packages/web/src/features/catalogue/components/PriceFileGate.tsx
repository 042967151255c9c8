import type { ReactNode } from 'react';
import { mayImportCatalogueFiles } from '@jobsite/core';
import { NotAvailable } from '../../../components/NotAvailable';
import { storedAccount } from '../../../lib/session';

/**
 * /price_file is for suppliers (their price files) and staff (the master catalogue), by the rule
 * the catalogue's Import price file link and the server use: anyone else who opens it by URL is
 * told so instead of meeting a form whose calls the server refuses (403).
 */
export function PriceFileGate({ children }: { children: ReactNode }) {
  const account = storedAccount();
  if (account && mayImportCatalogueFiles(account)) return <>{children}</>;
  return <NotAvailable reason="Suppliers import their price files here, and staff the master catalogue. Your contract prices arrive when a supplier imports a price file for your company." />;
}
