import type { FastifyRequest } from 'fastify';
import { type AssetService, SERVICE_COMPANY_FLAG, ASSET_SERVICE_LABELS } from '@jobsite/core';
import { authOf } from '../../platform/auth';
import { permissionDenied } from '../../platform/errors';
import { accountName, today } from '../../platform/text-and-dates';
import { mayUseGrant } from '../../platform/permissions';

/** Who calls an asset service: read from the request once, in the route, so services never see the request. */
export interface AssetCaller {
  accountId: number;
  name: string;
  companyId: number;
  /** The warehouse role: allow_edit_all_tool_transfer (decision record 012: the group setting, staff, or everyone while no group holds it). */
  warehouse: boolean;
  /** The caller's date (YYYY-MM-DD): checkout refusals and expected-return statuses are judged on it. */
  today: string;
}

/** Who reads: enough for the lists and details, without the warehouse-role lookup (one query) that only changes need. */
export function assetReaderOf(request: FastifyRequest): Omit<AssetCaller, 'warehouse'> {
  const { account, company } = authOf(request);
  return { accountId: account.id, name: accountName(account), companyId: company.id, today: today() };
}

export async function assetCallerOf(request: FastifyRequest): Promise<AssetCaller> {
  return { ...assetReaderOf(request), warehouse: mayUseGrant(request, 'allow_edit_all_tool_transfer') };
}

const COMPANY_FIELD = {
  tool_services: 'toolServices',
  prefab_services: 'prefabServices',
  inventory_services: 'inventoryServices',
  temp_power_services: 'tempPowerServices',
} as const;

/** A company without the service (spec section 6: service flags) has no such requests or items: 403. */
export function requireService(request: FastifyRequest, service: AssetService): void {
  const { company } = authOf(request);
  if (company.systemType !== 'buyer' || !company[COMPANY_FIELD[SERVICE_COMPANY_FLAG[service]]]) {
    throw permissionDenied(`Your company does not use ${ASSET_SERVICE_LABELS[service].many.toLowerCase()}. An administrator can turn the service on in company settings.`);
  }
}

/** Changes to models, items, picks and receipts: the warehouse role only. */
export function requireWarehouse(caller: AssetCaller): void {
  if (!caller.warehouse) throw permissionDenied('Only warehouse staff (a user group with Allow Edit All Tool Transfer) can do this.');
}
