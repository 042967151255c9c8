import { z } from 'zod';
import { pageQuerySchema, idSchema, queryIdSchema } from '../platform/api-shapes';
import type { SystemType } from './rules';

/** Suppliers, supplier branches, contacts and contact groups (spec section 3 "named in calls"). */

/** Supplier contact group search starts at more than 3 characters. */
export const CONTACT_GROUP_SEARCH_MIN = 4;
export const contactGroupSearchTooShort = 'Enter more than 3 characters to search.';

/**
 * Why a directory company cannot be the company a supplier record links, or null: only a seller
 * (a supplier company) is ordered from; a contractor's orders and price files would go nowhere.
 * The server refuses it as a field error; the directory card offers Add as supplier only when null.
 */
export function supplierCompanyRefusal(company: { name: string; system_type: SystemType }): string | null {
  return company.system_type === 'seller' ? null : `${company.name} is a contractor, not a supplier: link a supplier company of the directory.`;
}

const optionalText = (max: number) => z.string().trim().max(max).optional().default('');
const optionalEmail = z.union([z.literal(''), z.email()]).optional().default('');
const optionalId = idSchema().nullable().optional().default(null);
const ref = z.object({ id: z.number().int(), name: z.string() });

export const supplierBranchSchema = z.object({
  id: z.number().int(),
  supplier: z.number().int(),
  name: z.string(),
  branch_code: z.string(),
  email: z.string(),
  phone: z.string(),
  city: z.string(),
});
export type SupplierBranch = z.infer<typeof supplierBranchSchema>;
export const supplierBranchBody = z.object({
  name: z.string().trim().min(1).max(200),
  branch_code: optionalText(20),
  email: optionalEmail,
  phone: optionalText(40),
  city: optionalText(100),
});

export const supplierSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  supplier_company: ref.nullable(),
  account_number: z.string(),
  email: z.string(),
  phone: z.string(),
  branch_count: z.number().int(),
});
export type Supplier = z.infer<typeof supplierSchema>;
/** GET suppliers/: by name (search), or the supplier that links one directory company (supplier_company). */
export const supplierListQuery = pageQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  supplier_company: queryIdSchema().optional(),
});
export const supplierBody = z.object({
  name: z.string().trim().min(1).max(200),
  /** A seller company of the directory, when the supplier is registered. */
  supplier_company: optionalId,
  account_number: optionalText(50),
  email: optionalEmail,
  phone: optionalText(40),
});

export const contactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  work_phone: z.string(),
  contact_groups: z.array(z.number().int()),
});
export type Contact = z.infer<typeof contactSchema>;
export const contactBody = z.object({
  name: z.string().trim().min(1).max(200),
  email: optionalEmail,
  phone: optionalText(40),
  work_phone: optionalText(40),
  contact_groups: z.array(idSchema()).max(100).optional().default([]),
});

export const contactGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  company_supplier: ref.nullable(),
  company_supplier_branch: ref.nullable(),
  contacts: z.array(contactSchema.omit({ contact_groups: true })),
});
export type ContactGroup = z.infer<typeof contactGroupSchema>;
export const contactGroupBody = z.object({
  name: z.string().trim().min(1).max(200),
  company_supplier: optionalId,
  company_supplier_branch: optionalId,
});

export const contactGroupListQuery = pageQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  company_supplier: queryIdSchema().optional(),
});
export const supplierBranchListQuery = pageQuerySchema.extend({ search: z.string().trim().max(200).optional() });
