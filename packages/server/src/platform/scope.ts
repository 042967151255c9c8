import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { authOf } from './auth';

/** A table that belongs to a tenant: every row carries company_id. */
export interface TenantTable {
  companyId: AnyPgColumn;
}

/**
 * The one way tenant-owned rows are read and changed: every query of such a table takes
 * its WHERE from here, so it can never forget the caller's company.
 */
export interface CompanyScope {
  companyId: number;
  /** WHERE company_id = <caller's company> AND ...conditions */
  where(table: TenantTable, ...conditions: (SQL | undefined)[]): SQL;
}

export function companyScope(companyId: number): CompanyScope {
  return {
    companyId,
    where: (table, ...conditions) => and(eq(table.companyId, companyId), ...conditions) as SQL,
  };
}

/** The scope of the caller's current company. */
export function scopeOf(request: FastifyRequest): CompanyScope {
  return companyScope(authOf(request).company.id);
}
