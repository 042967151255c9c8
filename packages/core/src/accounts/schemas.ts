import { z } from 'zod';
import { messages } from '../platform/messages';
import { AUTH_CODE_LENGTH, PASSWORD_MAX, PASSWORD_MIN } from './rules';

/**
 * The accounts contract (spec sections 3, 4, 7 "Auth and accounts"): what the server
 * validates and answers, and what the web forms validate with.
 */

const email = z
  .string({ error: messages.enterEmail })
  .trim()
  .min(1, messages.enterEmail)
  .pipe(z.email())
  .transform((e) => e.toLowerCase());

const password = z.string().min(PASSWORD_MIN, `Ensure this field has at least ${PASSWORD_MIN} characters.`).max(PASSWORD_MAX);

export const mfaDeliveryMethods = ['email', 'text'] as const;

export const accountCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  system_type: z.enum(['buyer', 'seller']),
  procurement_services: z.boolean(),
  tool_services: z.boolean(),
  prefab_services: z.boolean(),
  inventory_services: z.boolean(),
  temp_power_services: z.boolean(),
  two_way_authentication_enabled: z.boolean(),
});

/** The account as the web app stores it (spec section 3). `company` is the session's current company. */
export const accountSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  job_title: z.string(),
  work_phone: z.string(),
  phone: z.string(),
  company: accountCompanySchema,
  /** The company the account registered with. */
  employer_id: z.number().int(),
  is_staff: z.boolean(),
  is_active: z.boolean(),
  email_validation_status: z.boolean(),
  direct_to_quick_start: z.boolean(),
  mfa_code_delivery_method: z.enum(mfaDeliveryMethods),
  loading_setting: z.record(z.string(), z.unknown()),
  /** Settings of the account's user group in the current company (allow_edit_all_tool_transfer, ...). */
  user_group_settings: z.record(z.string(), z.boolean()),
});
export type Account = z.infer<typeof accountSchema>;

/** Answer of every call that signs a user in: login, activate_user, resetpassword, switch_company. */
export const signedInSchema = z.object({ account: accountSchema, ExpiryDate: z.string() });
export type SignedIn = z.infer<typeof signedInSchema>;

// POST auth/LoginValidation/
export const loginValidationBody = z.object({ email });
export const loginValidationResponse = z.object({
  action: z.enum(['sso', 'two_way_auth', 'regular_login']),
  /** sso: where to send the browser. */
  url: z.string().optional(),
  /** two_way_auth: how many digits the code has, and where it went. */
  auth_code_length: z.number().int().optional(),
  delivery_method: z.enum(mfaDeliveryMethods).optional(),
});
export type LoginValidation = z.infer<typeof loginValidationResponse>;

// POST auth/login/
export const loginBody = z.object({
  email,
  password: z.string({ error: messages.enterPassword }).min(1, messages.enterPassword),
  auth_code_from_user: z.string().regex(/^\d*$/, 'Enter the digits of the code.').max(12).optional(),
});

// POST auth/startresetpassword/
export const startResetPasswordBody = z.object({ email });
// POST auth/resetpassword/
export const resetPasswordBody = z.object({
  email,
  email_verification_code: z.string().min(1),
  new_password: password,
});

// POST sso/saml/
export const samlStartBody = z.object({ email });
export const samlStartResponse = z.object({ url: z.string() });

// POST accounts/ (registration)
export const registerAccountBody = z
  .object({
    first_name: z.string().trim().min(1).max(150),
    last_name: z.string().trim().min(1).max(150),
    company: z.coerce.number().int().positive(),
    password,
    email,
    /** Honeypot: people leave it empty, bots fill it. */
    testfield: z.string().max(0, 'Invalid submission.').optional().default(''),
    work_phone: z.string().trim().max(40).optional().default(''),
    branch: z.coerce.number().int().positive().nullable().optional(),
    mfa_code_delivery_method: z.enum(mfaDeliveryMethods).optional().default('email'),
    /** Send the verification email now (the register screens always do). */
    email_verification: z.boolean().optional().default(true),
  });
export const registerAccountResponse = z.object({
  id: z.number().int(),
  email: z.string(),
  email_validation_status: z.boolean(),
  sso_login: z.boolean(),
  sso_url: z.string().optional(),
});

// POST accounts/{id}/activate_user/
export const activateUserBody = z.object({ email_verification_code: z.string().min(1) });
// POST accounts/resend_validation_email/
export const resendValidationBody = z.object({ user_email: email.optional(), user_id: z.coerce.number().int().positive().optional() });

// PUT accounts/{id}/
export const updateAccountBody = z.object({
  first_name: z.string().trim().min(1).max(150),
  last_name: z.string().trim().min(1).max(150),
  job_title: z.string().trim().max(150).optional().default(''),
  work_phone: z.string().trim().max(40).optional().default(''),
  phone: z.string().trim().max(40).optional(),
});
// POST accounts/{id}/change_password/
export const changePasswordBody = z.object({ old_password: z.string().min(1), new_password: password });
// POST accounts/{id}/update_load_setting/
export const updateLoadSettingBody = z.object({ loading_setting: z.record(z.string(), z.unknown()) });

// POST switch_company/
export const switchCompanyBody = z.object({
  company_id: z.coerce.number().int().positive(),
  /** When true the session token is renewed as well (a fresh cookie for the new company). */
  escape_refresh_token: z.boolean().optional().default(false),
});
export const companyChoiceSchema = z.object({ id: z.number().int(), name: z.string(), system_type: z.enum(['buyer', 'seller']) });

/** A user as lists and searches show one. */
export const userBriefSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  job_title: z.string(),
  company_id: z.number().int(),
  company_name: z.string(),
  is_active: z.boolean(),
  email_validation_status: z.boolean(),
});
export type UserBrief = z.infer<typeof userBriefSchema>;

export const AUTH_CODE_DEFAULT_LENGTH = AUTH_CODE_LENGTH;
