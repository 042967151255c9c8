import type { FastifyRequest } from 'fastify';
import { type GroupPermission, groupPermissionRefusal } from '@jobsite/core';
import { permissionDenied } from '../../platform/errors';
import { hasPermission } from '../../platform/permissions';
import { authOf } from '../../platform/auth';

/**
 * A company permission: the caller's group grants it, the caller is staff, or no member of the
 * company holds it yet. Until one does, every member may use it: a new company's first user can
 * set up its groups and PO numbering without waiting for staff, and once a group grants the
 * permission only that group keeps it. Who holds what is read with the session (heldPermissions),
 * so the check costs no query.
 */
export async function mayUseCompanyPermission(request: FastifyRequest, permission: GroupPermission): Promise<boolean> {
  return hasPermission(request, permission) || !authOf(request).heldPermissions.includes(permission);
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
