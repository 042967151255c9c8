import type { FastifyRequest } from 'fastify';
import { effectivePermissions, GROUP_RESTRICTIONS, type GroupPermission, groupPermissionRefusal } from '@jobsite/core';
import { authOf } from './auth';
import { permissionDenied } from './errors';

/**
 * Whether the caller's user group in the current company has a setting. Staff hold every
 * grant and no restriction (hide_project_material never hides anything from staff).
 */
export function hasPermission(request: FastifyRequest, permission: GroupPermission): boolean {
  const auth = authOf(request);
  const inGroup = auth.permissions[permission] === true;
  return GROUP_RESTRICTIONS.includes(permission) ? inGroup && !auth.account.isStaff : auth.account.isStaff || inGroup;
}

/**
 * Whether the caller may use a company grant: it holds it (or is staff), or nobody in the company
 * holds it yet. Until one does, every member may use it: a new company's first user can set up its
 * groups, users and PO numbering without waiting for staff, and once a group grants the permission
 * only that group keeps it. Who holds what is read with the session (heldPermissions), so the check
 * costs no query.
 */
export function mayUseGrant(request: FastifyRequest, permission: GroupPermission): boolean {
  return hasPermission(request, permission) || !authOf(request).heldPermissions.includes(permission);
}

/**
 * The caller's permissions as their account answers them (GET accounts/{id}/'s `permissions`, the
 * record the web reads its rules with): hasPermission for a restriction, mayUseGrant for a grant.
 */
export function permissionsOf(request: FastifyRequest): Record<GroupPermission, boolean> {
  const auth = authOf(request);
  return effectivePermissions({ isStaff: auth.account.isStaff, groupSettings: auth.permissions, heldInCompany: auth.heldPermissions });
}

/** Route guard: `preHandler: requireStaff`. */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  if (!authOf(request).account.isStaff) throw permissionDenied();
}

/** Route guard factory: `preHandler: requirePermission('allow_edit_all_tool_transfer')`. */
export function requirePermission(permission: GroupPermission) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!hasPermission(request, permission)) throw permissionDenied(groupPermissionRefusal(permission));
  };
}

/** Route guard factory for a restriction: `preHandler: refuseRestricted('hide_project_material')` refuses the groups that have it. */
export function refuseRestricted(restriction: GroupPermission) {
  return async (request: FastifyRequest): Promise<void> => {
    if (hasPermission(request, restriction)) throw permissionDenied(groupPermissionRefusal(restriction));
  };
}
