import type { FastifyRequest } from 'fastify';
import type { SystemType } from '@jobsite/core';
import { authOf } from '../../platform/auth';
import { today } from '../../platform/text-and-dates';
import type { PricingContext } from './scope';

/** Who reads or edits the catalogue: read from the request once, in the route, so services never see the request. */
export interface CatalogueCaller {
  companyId: number;
  systemType: SystemType;
  isStaff: boolean;
}

export function catalogueCallerOf(request: FastifyRequest): CatalogueCaller {
  const { account, company } = authOf(request);
  return { companyId: company.id, systemType: company.systemType, isStaff: account.isStaff };
}

/** The contract prices a caller (any caller context with its company and kind) sees, valid today. */
export const pricingFor = (caller: { companyId: number; systemType: SystemType }): PricingContext => ({ companyId: caller.companyId, systemType: caller.systemType, on: today() });

/** The same, for the caller of a request (routes). */
export const pricingOf = (request: FastifyRequest): PricingContext => pricingFor(catalogueCallerOf(request));
