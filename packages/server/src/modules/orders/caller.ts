import type { FastifyRequest } from 'fastify';
import type { OrderSide } from '@jobsite/core';
import { authOf } from '../../platform/auth';
import { mayUseGrant } from '../../platform/permissions';
import { accountName } from '../../platform/text-and-dates';

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

/** allow_edit_all_orders follows decision record 012: the group setting, staff, or everyone while no group of the company holds it. */
export async function orderCallerOf(request: FastifyRequest): Promise<OrderCaller> {
  const { account, company } = authOf(request);
  const side = company.systemType === 'seller' ? 'seller' : 'buyer';
  return {
    accountId: account.id,
    name: accountName(account),
    companyId: company.id,
    companyName: company.name,
    side,
    editAll: side === 'buyer' && mayUseGrant(request, 'allow_edit_all_orders'),
  };
}
