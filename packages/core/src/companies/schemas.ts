import { z } from 'zod';
import { addressInputSchema, addressSchema } from '../addresses/schemas';
import { GROUP_PERMISSIONS } from '../accounts/rules';
import { pageQuerySchema, idSchema, queryIdSchema } from '../platform/api-shapes';
import { limitedNumber } from '../platform/numbers';
import { codeListSchema } from './code-lists';
import { SYSTEM_TYPES } from './rules';

/** The companies contract (spec sections 3 and 7 "Companies and integrations"). */

export const COMPANY_SEARCH_MIN = 4;
export const companySearchTooShort = 'Enter more than 3 characters to search.';

const website = z.string().trim().max(300);

export const companySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  website_URL: z.string(),
  type: z.string(),
  system_type: z.enum(SYSTEM_TYPES),
  address: addressSchema.nullable(),
  is_verified: z.boolean(),
  default_warehouse: z.number().int().nullable(),
});
export type Company = z.infer<typeof companySchema>;

/** A company as searches list it. */
export const companyBriefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  website_URL: z.string(),
  type: z.string(),
  system_type: z.enum(SYSTEM_TYPES),
  is_verified: z.boolean(),
  /** The company address on one line. */
  address: z.string(),
});
export type CompanyBrief = z.infer<typeof companyBriefSchema>;

/**
 * GET companies/{id}/join_details/ (public): what the join link's page (/register_one/{id}/)
 * needs before anyone signs in: the company's name, and whether it uses two-way authentication
 * (codes by text message then need a phone). Nothing else of the company.
 */
export const companyJoinDetailsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  two_way_authentication_enabled: z.boolean(),
});
export type CompanyJoinDetails = z.infer<typeof companyJoinDetailsSchema>;

// POST companies/ (public for self-registration; the company starts unverified)
export const createCompanyBody = z.object({
  name: z.string().trim().min(1).max(200),
  description: z.string().trim().max(2000).optional().default(''),
  website_URL: website.optional().default(''),
  type: z.string().trim().max(100).optional().default(''),
  system_type: z.enum(SYSTEM_TYPES),
  address: addressInputSchema,
});

/** POST companies/ answers the company and the token that makes its registrant the first, approved member. */
export const createdCompanySchema = companySchema.extend({ founder_token: z.string() });

// GET companies/
export const companyListQuery = pageQuerySchema.extend({ search: z.string().trim().max(200).optional() });

// GET ListCompany/
const flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1');
export const listCompanyQuery = pageQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  type: z.string().trim().max(100).optional(),
  system_type: z.enum(SYSTEM_TYPES).optional(),
  include_unverified: flag.optional(),
  web_url: website.optional(),
  /** The registration's similar-company check: names like this one (its legal suffix aside, a letter or two off), best first. */
  similar_to: z.string().trim().min(COMPANY_SEARCH_MIN).max(200).optional(),
});

// POST update_company/
export const updateCompanyBody = z.object({
  name: z.string().trim().min(1).max(200).optional(),
  description: z.string().trim().max(2000).optional(),
  website_URL: website.optional(),
  type: z.string().trim().max(100).optional(),
  address: addressInputSchema.optional(),
});

export const companySettingsSchema = z.object({
  company_id: z.number().int(),
  procurement_services: z.boolean(),
  tool_services: z.boolean(),
  prefab_services: z.boolean(),
  inventory_services: z.boolean(),
  temp_power_services: z.boolean(),
  two_way_authentication_enabled: z.boolean(),
  popular_phase_codes: codeListSchema,
  popular_cost_codes: codeListSchema,
  /** Domains the company declares its own: a verified address there joins without approval. */
  email_domains: z.array(z.string()),
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;

/** Mail providers anyone can have an address at: no company may claim them as its own domain. */
export const PUBLIC_MAIL_DOMAINS = ['gmail.com', 'googlemail.com', 'outlook.com', 'hotmail.com', 'live.com', 'msn.com', 'yahoo.com', 'icloud.com', 'me.com', 'aol.com', 'proton.me', 'protonmail.com', 'gmx.com', 'gmx.net', 'mail.com', 'yandex.com', 'zoho.com'];

export const emailDomainListSchema = z
  .array(
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'Enter a domain such as example.com.')
      .refine((d) => !PUBLIC_MAIL_DOMAINS.includes(d), 'A public mail domain cannot be a company domain.'),
  )
  .max(20, 'Ensure this field has no more than 20 elements.')
  .transform((list) => [...new Set(list)]);

/** Service flags decide what a company has bought: staff set them. */
export const STAFF_ONLY_SETTINGS = ['procurement_services', 'tool_services', 'prefab_services', 'inventory_services', 'temp_power_services'] as const;
export type CompanyServiceSetting = (typeof STAFF_ONLY_SETTINGS)[number];

/** Each service as staff turn it on or off (the names the side navigation's groups use), and what it brings into the menu. */
export const COMPANY_SERVICE_LABELS: Record<CompanyServiceSetting, { label: string; description: string }> = {
  procurement_services: { label: 'Procurement', description: 'Bills of materials, quotes, purchase orders, invoices and price files.' },
  tool_services: { label: 'Tools', description: 'Tool requests, items, models, charges and migration; asset audits and reporting.' },
  prefab_services: { label: 'Prefab', description: 'Prefab requests, items and models.' },
  inventory_services: { label: 'Inventory', description: 'Stock requests, items, models and stock orders; job-site stock.' },
  temp_power_services: { label: 'Temp power', description: 'Temp power requests, items and models.' },
};

// GET/POST update_company_settings/ (staff may name any company_id)
export const companySettingsQuery = z.object({ company_id: queryIdSchema().optional() });
export const updateCompanySettingsBody = companySettingsSchema
  .omit({ company_id: true, email_domains: true })
  .partial()
  .extend({ company_id: idSchema().optional(), email_domains: emailDomainListSchema.optional() });

// company_branch
export const branchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  branch_code: z.string(),
  phone: z.string(),
  email: z.string(),
  is_active: z.boolean(),
  address: addressSchema.nullable(),
});
export type Branch = z.infer<typeof branchSchema>;
export const branchBody = z.object({
  name: z.string().trim().min(1).max(200),
  branch_code: z.string().trim().max(20).regex(/^[A-Za-z0-9-]*$/, 'Use letters, digits and dashes only.').optional().default(''),
  phone: z.string().trim().max(40).optional().default(''),
  email: z.union([z.literal(''), z.email()]).optional().default(''),
  is_active: z.boolean().optional().default(true),
  address: addressInputSchema.nullable().optional(),
});
export const branchListQuery = pageQuerySchema.extend({
  company_id: queryIdSchema().optional(),
  include_inactive: flag.optional(),
});

// taxcode
export const taxCodeSchema = z.object({
  id: z.number().int(),
  tax_code: z.string(),
  tax_rate: z.number(),
  is_use_tax: z.boolean(),
  description: z.string(),
});
export type TaxCode = z.infer<typeof taxCodeSchema>;
export const taxCodeBody = z.object({
  tax_code: z.string().trim().min(1).max(50),
  /** Percent, 0 to 100, up to four decimals; a number or its text ('4.3125'). Out of range is told that alone. */
  tax_rate: z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), limitedNumber({ label: 'Tax rate', min: 0, max: 100, decimals: 4 })),
  is_use_tax: z.boolean().optional().default(false),
  description: z.string().trim().max(200).optional().default(''),
});

export const searchListQuery = pageQuerySchema.extend({ search: z.string().trim().max(200).optional() });

// User groups and their settings (spec section 6)
export const userGroupSettingsSchema = z.object(
  Object.fromEntries(GROUP_PERMISSIONS.map((p) => [p, z.boolean()])) as Record<(typeof GROUP_PERMISSIONS)[number], z.ZodBoolean>,
);
export const userGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  settings: userGroupSettingsSchema,
  member_count: z.number().int(),
});
export type UserGroup = z.infer<typeof userGroupSchema>;
export const userGroupBody = z.object({
  name: z.string().trim().min(1).max(100),
  settings: userGroupSettingsSchema.partial().optional().default({}),
});
export const userGroupMemberSchema = z.object({
  account_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  user_group_id: z.number().int().nullable(),
  user_group_name: z.string().nullable(),
  /** False when deactivated in this company (adjust_user_status) or everywhere (staff): signed out of it and kept out until activated again. */
  is_active: z.boolean(),
  email_validation_status: z.boolean(),
  /** A support staff account that is a member: support manages it, not the company's user managers. */
  is_staff: z.boolean(),
});
export const userGroupMemberBody = z.object({ account_id: idSchema() });
