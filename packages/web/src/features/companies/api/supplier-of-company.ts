import { queryOptions } from '@tanstack/react-query';
import type { Paged, Supplier } from '@jobsite/core';
import { api } from '../../../lib/api-client';
import { resources } from './resources';

/**
 * GET suppliers/?supplier_company={id}: the company's supplier that links a directory company, or
 * null. Its key is under the suppliers list's, so saving or deleting a supplier refreshes it.
 */
export const supplierOfCompanyQuery = (companyId: number) =>
  queryOptions({
    queryKey: [resources.suppliers.key, 'of-company', companyId],
    queryFn: async ({ signal }) => (await api<Paged<Supplier>>(resources.suppliers.path, { query: { supplier_company: companyId, page_size: 1 }, signal })).results[0] ?? null,
  });
