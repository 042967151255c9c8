import { z } from 'zod';
import { DEFAULT_COUNTRY } from '../companies/rules';
import { addressMessageField, checkAddress, normalizeAddress } from './rules';

/**
 * The address contract (spec section 3): what forms send, and what the server stores
 * and answers. Every address entered anywhere passes `addressInputSchema`.
 */

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v ?? '');

/** The address fields without the completeness rule (for extending and for patches). */
export const addressFieldsSchema = z.object({
  note: optionalText(255),
  Field_1: optionalText(255),
  Field_2: optionalText(255),
  city: optionalText(120),
  state: optionalText(120),
  zip: optionalText(20),
  country: z.string().trim().max(60).nullish().transform((v) => v ?? DEFAULT_COUNTRY),
  type: optionalText(40),
  /** Contacts' addresses carry a work phone. */
  work_phone: optionalText(40),
});
export type AddressFieldsInput = z.input<typeof addressFieldsSchema>;

/**
 * An address as a form sends it. The refinement applies the country rules and puts the
 * message where the user looks: "Invalid zip" on zip, "State is missing." on state,
 * "Please complete the address" for the address as a whole. The result is normalised
 * (canonical country, Chinese provinces by short name).
 */
export const addressInputSchema = addressFieldsSchema
  .superRefine((address, ctx) => {
    const message = checkAddress(address);
    if (!message) return;
    const field = addressMessageField(message);
    ctx.addIssue({ code: 'custom', message, path: field ? [field] : [] });
  })
  .transform((address) => normalizeAddress(address));
export type AddressInput = z.input<typeof addressInputSchema>;
export type AddressValues = z.output<typeof addressInputSchema>;

/** An address as stored and answered. */
export const addressSchema = z.object({
  id: z.number().int(),
  company: z.number().int(),
  note: z.string(),
  Field_1: z.string(),
  Field_2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
  type: z.string(),
  work_phone: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

/** PATCH addresses/{id}/: any subset of the fields; the merged address must still be complete. */
export const addressPatchSchema = z.object({
  note: z.string().trim().max(255).optional(),
  Field_1: z.string().trim().max(255).optional(),
  Field_2: z.string().trim().max(255).optional(),
  city: z.string().trim().max(120).optional(),
  state: z.string().trim().max(120).optional(),
  zip: z.string().trim().max(20).optional(),
  country: z.string().trim().max(60).optional(),
  type: z.string().trim().max(40).optional(),
  work_phone: z.string().trim().max(40).optional(),
});

/** The rules of one country as RetrieveCountries answers them, for the address panel. */
export const countryRuleSchema = z.object({
  name: z.string(),
  requires_state: z.boolean(),
  /** Source of the zip regular expression; null when any zip is accepted. */
  zip_pattern: z.string().nullable(),
  zip_example: z.string(),
  /** The states offered in a list, or null when the state is free text. */
  states: z.array(z.string()).nullable(),
});
export type CountryRule = z.infer<typeof countryRuleSchema>;
