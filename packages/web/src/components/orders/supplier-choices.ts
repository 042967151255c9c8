import { useQuery } from '@tanstack/react-query';
import { supplierReach, type Paged, type Supplier } from '@jobsite/core';
import { api } from '../../lib/api-client';

/**
 * The buyer's suppliers (GET suppliers/), which an order, a quote request, a product list's add
 * to PO and its sharing pick from; the picker says when they could not be loaded
 * (pickerMessage), so the app's toast stays quiet.
 */
export const useSupplierChoices = (enabled = true) =>
  useQuery({ queryKey: ['suppliers', 'order-picker'], queryFn: ({ signal }) => api<Paged<Supplier>>('suppliers/', { query: { page_size: 200 }, signal }), enabled, meta: { handlesErrors: true } });

const REACH_SUFFIX = { app: '', email: ' (by email)', none: ' (no email)' } as const;

/** A supplier as a picker lists it: one without an account is sent its orders by email, when it has one (supplierReach). */
export const supplierOption = (s: Supplier) => ({ value: String(s.id), label: `${s.name}${REACH_SUFFIX[supplierReach(s)]}` });
