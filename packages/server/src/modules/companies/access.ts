import type { FastifyRequest } from 'fastify';
import { companyUsesSetting, type GroupPermission, groupPermissionRefusal, settingNotUsedRefusal, type SystemType, type TypedCompanySetting } from '@jobsite/core';
import { authOf } from '../../platform/auth';
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

/** Refuses (403) a change to a setting the company's type does not use (a supplier's warehouses, PO numbering, popular codes). */
export function refuseUnusedSetting(systemType: SystemType, setting: TypedCompanySetting): void {
  if (!companyUsesSetting(systemType, setting)) throw permissionDenied(settingNotUsedRefusal(setting));
}

/**
 * Guards every change a plugin's routes make with the company type's use of a setting, as
 * changesNeed does with a permission: reads stay open (a supplier lists what it has, empty).
 */
export function changesNeedSettingInUse(setting: TypedCompanySetting) {
  return async (request: FastifyRequest): Promise<void> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') refuseUnusedSetting(authOf(request).company.systemType, setting);
  };
}
