import type { FastifyRequest } from 'fastify';
import type { OrderSide } from '@jobsite/core';
import { authOf } from '../../platform/auth';
import { hasPermission } from '../../platform/permissions';

/** Who calls an order service: taken from the request once, in the route, so services never see the request. */
export interface OrderCaller {
  accountId: number;
  name: string;
  companyId: number;
  companyName: string;
  side: OrderSide;
  /** allow_edit_all_orders: may change pending orders other people started. */
  editAll: boolean;
}

export function orderCallerOf(request: FastifyRequest): OrderCaller {
  const { account, company } = authOf(request);
  return {
    accountId: account.id,
    name: `${account.firstName} ${account.lastName}`.trim() || account.email,
    companyId: company.id,
    companyName: company.name,
    side: company.systemType === 'seller' ? 'seller' : 'buyer',
    editAll: hasPermission(request, 'allow_edit_all_orders'),
  };
}
