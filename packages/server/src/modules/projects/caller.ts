import type { FastifyRequest } from 'fastify';
import { GROUP_PERMISSIONS, type GroupPermission, type SystemType } from '@jobsite/core';
import { authOf } from '../../platform/auth';
import { hasPermission, mayUseGrant } from '../../platform/permissions';

/** Who calls a func of POST projects/{id}/: read from the request once, in the route, so actions never see the request. */
export interface ProjectCaller {
  accountId: number;
  isStaff: boolean;
  companyId: number;
  systemType: SystemType;
  /** The caller's group settings as platform/permissions reads them (staff hold every grant and no restriction). */
  has: Record<GroupPermission, boolean>;
  /** Allow Manage Company as a grant (mayUseGrant: open to all while no group holds it): changes any project's settings. */
  managesCompany: boolean;
}

export function projectCallerOf(request: FastifyRequest): ProjectCaller {
  const { account, company } = authOf(request);
  return {
    accountId: account.id,
    isStaff: account.isStaff,
    companyId: company.id,
    systemType: company.systemType,
    has: Object.fromEntries(GROUP_PERMISSIONS.map((p) => [p, hasPermission(request, p)])) as Record<GroupPermission, boolean>,
    managesCompany: mayUseGrant(request, 'allow_manage_company'),
  };
}
