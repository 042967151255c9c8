import { DEFAULT_COUNTRY, isValidZip, messages, requiresState, SYSTEM_TYPES } from '@jobsite/core';
import { z } from 'zod';

/**
 * The company part of /register_company (spec section 5). The address follows core's country
 * rules, the ones POST companies/ applies: a state for the countries that need one, and a zip
 * in the country's shape, so the address step says so at the field instead of the last step.
 */
export const stateRequired = requiresState;

/** Countries offered in the address step; any other country can be typed. */
export const COUNTRY_SUGGESTIONS = [
  'USA', 'Canada', 'Mexico', 'United Kingdom', 'Australia', 'New Zealand', 'India', 'China', 'Japan', 'South Korea',
  'Hong Kong', 'Macao', 'France', 'Germany', 'Spain', 'Netherlands', 'Belgium', 'Switzerland', 'Austria', 'Sweden',
];

export const companyDetailsSchema = z.object({
  name: z.string().trim().min(1).max(255),
  website_URL: z.string().trim().max(200),
  description: z.string().trim().max(2000),
  /** The trade (Electrical, Plumbing...): the company's `type`, optional; not its system type. */
  type: z.string().trim().max(100),
  system_type: z.enum(SYSTEM_TYPES),
});
export type CompanyDetails = z.infer<typeof companyDetailsSchema>;

export const companyAddressSchema = z
  .object({
    Field_1: z.string().trim().min(1).max(255),
    Field_2: z.string().trim().max(255),
    city: z.string().trim().min(1).max(255),
    state: z.string().trim().max(100),
    zip: z.string().trim().min(1).max(20),
    country: z.string().trim().min(1).max(100),
  })
  .superRefine((address, ctx) => {
    if (address.zip && !isValidZip(address.zip, address.country)) ctx.addIssue({ code: 'custom', path: ['zip'], message: messages.invalidZip });
    if (requiresState(address.country) && !address.state) ctx.addIssue({ code: 'custom', path: ['state'], message: messages.stateMissing });
  });
export type CompanyAddress = z.infer<typeof companyAddressSchema>;

export const emptyCompanyDetails: CompanyDetails = { name: '', website_URL: '', description: '', type: '', system_type: 'buyer' };
export const emptyCompanyAddress: CompanyAddress = { Field_1: '', Field_2: '', city: '', state: '', zip: '', country: DEFAULT_COUNTRY };
