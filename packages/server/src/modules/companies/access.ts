import type { FastifyRequest } from 'fastify';
import { type GroupPermission, groupPermissionRefusal } from '@jobsite/core';
import { permissionDenied } from '../../platform/errors';
import { mayUseGrant } from '../../platform/permissions';

/** Route guard: the permission, staff, or nobody in the company holds it yet (mayUseGrant). */
export function requireCompanyPermission(permission: GroupPermission) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!mayUseGrant(request, permission)) throw permissionDenied(groupPermissionRefusal(permission));
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
