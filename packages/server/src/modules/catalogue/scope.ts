import { eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { contractPrices } from '../../db/schema/index';
import { authOf } from '../../platform/auth';

/**
 * Contract prices belong to two companies: the buyer (the tenant, company_id) and the
 * supplier that gave them. A buyer sees only its own; a supplier only the ones it gave.
 * Every read of contract_prices takes its WHERE from here (the catalogue's analogue of scopeOf).
 */
export function contractPriceScope(request: FastifyRequest): SQL {
  const { company } = authOf(request);
  return company.systemType === 'seller' ? eq(contractPrices.supplierCompanyId, company.id) : eq(contractPrices.companyId, company.id);
}
