import type { FastifyRequest } from 'fastify';
import { authOf } from '../../platform/auth';
import { permissionDenied } from '../../platform/errors';
import { scopeOf } from '../../platform/scope';
import { refuseHiddenMaterial } from '../cart/actions';
import type { ListCaller } from './queries';
import { accountName } from '../../platform/text-and-dates';

/** The caller, read once from the request in the route. */
export function listCallerOf(request: FastifyRequest): ListCaller {
  const { account } = authOf(request);
  return { accountId: account.id, name: accountName(account), companyId: authOf(request).company.id, scope: scopeOf(request) };
}

/** Product lists and job-site stock belong to contractors; suppliers use the seller calls. */
export async function requireContractor(request: FastifyRequest): Promise<void> {
  if (authOf(request).company.systemType !== 'buyer') throw permissionDenied('Product lists belong to contractors. Suppliers see the lists shared with them on Customer lists.');
}

/** Lists and ordering are project material: a group that hides it is refused, as on the BOM (spec section 6). */
export async function requireMaterialAccess(request: FastifyRequest): Promise<void> {
  await requireContractor(request);
  await refuseHiddenMaterial(request);
}

/** The supplier side: a seller company. */
export async function requireSupplier(request: FastifyRequest): Promise<void> {
  if (authOf(request).company.systemType !== 'seller') throw permissionDenied('These calls are for suppliers.');
}
