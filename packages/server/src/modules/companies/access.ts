import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type GroupPermission, groupPermissionRefusal } from '@jobsite/core';
import { companyMemberships, userGroups } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import { permissionDenied } from '../../platform/errors';
import { hasPermission } from '../../platform/permissions';
import { type CompanyScope, scopeOf } from '../../platform/scope';

/**
 * Whether some member of the company holds a group permission. Until one does, every member
 * may use it: a new company's first user can set up its groups and PO numbering without
 * waiting for staff, and once a group grants the permission only that group keeps it.
 */
export async function permissionHeldInCompany(db: DbOrTx, scope: CompanyScope, permission: GroupPermission): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(companyMemberships)
    .innerJoin(userGroups, eq(userGroups.id, companyMemberships.userGroupId))
    .where(scope.where(companyMemberships, sql`(${userGroups.settings} ->> ${permission})::boolean is true`));
  return row.n > 0;
}

/** The request-level check routes and callers' contexts use: the caller's grant, or nobody in the company holds it yet. */
export async function mayUseCompanyPermission(request: FastifyRequest, permission: GroupPermission): Promise<boolean> {
  return hasPermission(request, permission) || !(await permissionHeldInCompany(request.server.db, scopeOf(request), permission));
}

/** Route guard: the permission, staff, or nobody in the company holds it yet. */
export function requireCompanyPermission(permission: GroupPermission) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!(await mayUseCompanyPermission(request, permission))) throw permissionDenied(groupPermissionRefusal(permission));
  };
}

/**
 * Guards every change a plugin's routes make (POST, PUT, PATCH, DELETE) with a company
 * permission; its reads stay open to every member (other screens list the warehouses,
 * contacts and codes). Add it in the plugin, before the body is validated: `app.addHook('preValidation', changesNeed('allow_manage_company'))`.
 */
export function changesNeed(permission: GroupPermission) {
  const guard = requireCompanyPermission(permission);
  return async (request: FastifyRequest): Promise<void> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') await guard(request);
  };
}
