import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderSummary, Requisition, RequisitionAction } from '@jobsite/core';
import { api } from '../../../lib/api-client';
import { requisitionKeys } from './requisitions';

type ActionResult = { requisition: Requisition; orders?: OrderSummary[]; tool_request_id?: number };

/**
 * POST material_requisitions/{id}/{approve|reject|cancel|to_purchase_order|to_stock_request}/.
 * approve, reject and cancel answer the requisition; the other two answer it with what was made.
 */
export function useRequisitionAction(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, body }: { action: RequisitionAction; body?: Record<string, unknown> }): Promise<ActionResult> => {
      const answer = await api<Requisition | ActionResult>(`material_requisitions/${id}/${action}/`, { method: 'POST', body: body ?? {} });
      return 'requisition' in answer ? answer : { requisition: answer };
    },
    onSuccess: (result) => {
      qc.setQueryData(requisitionKeys.detail(id), result.requisition);
      void qc.invalidateQueries({ queryKey: requisitionKeys.all });
      void qc.invalidateQueries({ queryKey: ['orders'] });
      void qc.invalidateQueries({ queryKey: ['assets'] });
    },
  });
}
