import { infiniteQueryOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateInvoiceInput, InvoiceDetail, InvoiceSummary, OrderAction, OrderActionBody, OrderDetail, OrderStatus, OrderSummary, OrderUpdateInput, Paged, PoNumberSettings, TaxCode } from '@jobsite/core';
import { api, ApiError, followLink } from '../../../lib/api-client';

export const orderKeys = {
  all: ['orders'] as const,
  list: (f: OrderFilters) => ['orders', 'list', f] as const,
  detail: (id: number) => ['orders', 'detail', id] as const,
  actionNeeded: () => ['orders', 'action-needed'] as const,
};

export interface OrderFilters {
  statuses: OrderStatus[];
  search: string;
  /** Days back; 0 for all time. */
  dateLimit: number;
}

/** GET orders/: the buyer's purchase orders or the supplier's incoming orders; later pages follow `next`. */
export const ordersOptions = (f: OrderFilters) =>
  infiniteQueryOptions({
    queryKey: orderKeys.list(f),
    queryFn: ({ pageParam, signal }) =>
      pageParam
        ? api<Paged<OrderSummary>>(followLink(pageParam), { signal })
        : api<Paged<OrderSummary>>('orders/', { query: { status: f.statuses.join(','), search: f.search, date_limit: f.dateLimit, page_size: 25 }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });

export const orderOptions = (id: number) => queryOptions({ queryKey: orderKeys.detail(id), queryFn: ({ signal }) => api<OrderDetail>(`orders/${id}/`, { signal }) });
/**
 * An order. One answered 404 already (the orders page's ?order_id= look-up) is not asked for again
 * as its dialog opens: it shows that answer, which asking again would not change.
 */
export function useOrder(id: number | null) {
  const known = useQueryClient().getQueryState(orderKeys.detail(id ?? 0));
  const missing = known?.status === 'error' && known.error instanceof ApiError && known.error.status === 404;
  return useQuery({ ...orderOptions(id ?? 0), enabled: id !== null && !missing });
}

/** The shell's supplier action needed count (orders waiting for the supplier). */
export const useActionNeededCount = (enabled: boolean) =>
  useQuery({ queryKey: orderKeys.actionNeeded(), queryFn: ({ signal }) => api<{ count: number }>('orders/action_needed_count/', { signal }), enabled, staleTime: 30_000 });

function useOrderMutation<V>(fn: (v: V) => Promise<OrderDetail>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (order) => {
      qc.setQueryData(orderKeys.detail(order.id), order);
      void qc.invalidateQueries({ queryKey: orderKeys.all });
      void qc.invalidateQueries({ queryKey: ['bom'] });
    },
    meta: { handlesErrors: true },
  });
}

/** POST orders/{id}/{action}/ */
export const useOrderAction = (id: number) => useOrderMutation(({ action, body }: { action: OrderAction; body?: OrderActionBody }) => api<OrderDetail>(`orders/${id}/${action}/`, { method: 'POST', body: body ?? {} }));
/** POST orders/{id}/promise/ (the supplier): a promised date for lines, all when none is given. */
export const usePromiseLines = (id: number) =>
  useOrderMutation((body: { item_ids?: number[]; promised_date: string }) => api<OrderDetail>(`orders/${id}/promise/`, { method: 'POST', body }));
/** PATCH orders/{id}/ */
export const useUpdateOrder = (id: number) => useOrderMutation((body: OrderUpdateInput) => api<OrderDetail>(`orders/${id}/`, { method: 'PATCH', body }));
/** PATCH orders/{id}/items/{item_id}/ */
export const useUpdateOrderLine = (id: number) =>
  useOrderMutation(({ itemId, body }: { itemId: number; body: { quantity?: number; need_by_date?: string | null } }) => api<OrderDetail>(`orders/${id}/items/${itemId}/`, { method: 'PATCH', body }));
/** DELETE orders/{id}/items/{item_id}/ */
export const useDeleteOrderLine = (id: number) => useOrderMutation((itemId: number) => api<OrderDetail>(`orders/${id}/items/${itemId}/`, { method: 'DELETE' }));

/** What a pending order picks from (its suppliers: useSupplierChoices): tax codes and PO numbering (branch or prefix when it needs one). */
export const useTaxCodes = () => useQuery({ queryKey: ['tax-codes', 'order-picker'], queryFn: ({ signal }) => api<Paged<TaxCode>>('taxcode/', { query: { page_size: 200 }, signal }) });
export const usePoNumbering = () => useQuery({ queryKey: ['po-number'], queryFn: ({ signal }) => api<PoNumberSettings>('po_number/', { signal }) });
export const useBranches = (enabled: boolean) =>
  useQuery({ queryKey: ['branches', 'order-picker'], queryFn: ({ signal }) => api<Paged<{ id: number; name: string; branch_code: string }>>('company_branch/', { query: { page_size: 200 }, signal }), enabled });
export const usePoPrefixes = (enabled: boolean) =>
  useQuery({ queryKey: ['po-prefixes', 'order-picker'], queryFn: ({ signal }) => api<Paged<{ id: number; prefix: string; description: string }>>('po_prefixes/', { query: { page_size: 200 }, signal }), enabled });

export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (search: string) => ['invoices', 'list', search] as const,
  detail: (id: number) => ['invoices', 'detail', id] as const,
};

/** GET invoices/: newest first, search by invoice number, PO number or project. */
export const invoicesOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: invoiceKeys.list(search),
    queryFn: ({ pageParam, signal }) => (pageParam ? api<Paged<InvoiceSummary>>(followLink(pageParam), { signal }) : api<Paged<InvoiceSummary>>('invoices/', { query: { search, page_size: 25 }, signal })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });

export const useInvoice = (id: number | null) => useQuery({ queryKey: invoiceKeys.detail(id ?? 0), queryFn: ({ signal }) => api<InvoiceDetail>(`invoices/${id}/`, { signal }), enabled: id !== null });

/** POST orders/{id}/invoices/ (the supplier). */
export function useRecordInvoice(orderId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInvoiceInput) => api<InvoiceDetail>(`orders/${orderId}/invoices/`, { method: 'POST', body }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
      void qc.invalidateQueries({ queryKey: invoiceKeys.all });
    },
  });
}
