import type { FastifyRequest } from 'fastify';
import type { GroupPermission } from '@jobsite/core';
import { authOf } from './auth';
import { permissionDenied } from './errors';

/** Whether the caller's user group in the current company grants a permission. Staff have them all. */
export function hasPermission(request: FastifyRequest, permission: GroupPermission): boolean {
  const auth = authOf(request);
  return auth.account.isStaff || auth.permissions[permission] === true;
}

/** Route guard: `preHandler: requireStaff`. */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  if (!authOf(request).account.isStaff) throw permissionDenied();
}

/** Route guard factory: `preHandler: requirePermission('allow_edit_all_tool_transfer')`. */
export function requirePermission(permission: GroupPermission) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!hasPermission(request, permission)) throw permissionDenied();
  };
}
