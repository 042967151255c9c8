import { useQuery } from '@tanstack/react-query';
import type { Paged, Supplier } from '@jobsite/core';
import { api } from '../../lib/api-client';

/**
 * The buyer's suppliers (GET suppliers/), which an order, a quote request, a product list's add
 * to PO and its sharing pick from; the picker says when they could not be loaded
 * (pickerMessage), so the app's toast stays quiet.
 */
export const useSupplierChoices = (enabled = true) =>
  useQuery({ queryKey: ['suppliers', 'order-picker'], queryFn: ({ signal }) => api<Paged<Supplier>>('suppliers/', { query: { page_size: 200 }, signal }), enabled, meta: { handlesErrors: true } });

/** A supplier as a picker lists it: one without an account is sent its orders by email. */
export const supplierOption = (s: Supplier) => ({ value: String(s.id), label: s.supplier_company ? s.name : `${s.name} (by email)` });
