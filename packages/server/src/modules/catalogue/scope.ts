import { eq, type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import type { SystemType } from '@jobsite/core';
import { contractPrices } from '../../db/schema/index';

/**
 * Contract prices belong to two companies: the buyer (the tenant, company_id) and the
 * supplier that gave them. A buyer sees only its own; a supplier only the ones it gave.
 * Every read of contract_prices takes its WHERE from here (the catalogue's analogue of scopeOf).
 */
export function contractPriceScope(caller: { companyId: number | SQLWrapper; systemType: SystemType }): SQL {
  return caller.systemType === 'seller' ? eq(contractPrices.supplierCompanyId, caller.companyId) : eq(contractPrices.companyId, caller.companyId);
}

/**
 * A contract price is valid on a day from its first day to its last, both included; without a
 * last day it has no end. `on` is a day (YYYY-MM-DD) or an SQL value (a placeholder of a
 * prepared statement). Every read of contract_prices that picks the prices of a day takes its
 * rule from here: the BOM lines and summary, the catalogue search, contractPricesFor.
 */
export function contractPriceValidOn(on: string | SQLWrapper): SQL {
  return sql`${contractPrices.validFrom} <= ${on}::date and (${contractPrices.validTo} is null or ${contractPrices.validTo} >= ${on}::date)`;
}

/**
 * The contract prices a reader sees: those of its company on its side (contractPriceScope takes
 * it as it is), valid on a day (YYYY-MM-DD). Plain values, not an SQL fragment, so a prepared
 * statement can take them as parameters (the BOM lines read the price with the line, decision
 * record 025).
 */
export interface PricingContext {
  companyId: number;
  systemType: SystemType;
  on: string;
}
