import { z } from 'zod';
import { idSchema, queryIdSchema } from '../platform/api-shapes';
import { messages } from '../platform/messages';
import { AUTH_CODE_LENGTH, COMMON_PASSWORD_MESSAGE, GROUP_PERMISSIONS, isCommonPassword, MEMBERSHIP_STATUSES, PASSWORD_MAX, PASSWORD_MIN } from './rules';

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

const password = z
  .string()
  .min(PASSWORD_MIN, `Ensure this field has at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX)
  .refine((p) => !isCommonPassword(p), COMMON_PASSWORD_MESSAGE);

/**
 * A record id in a JSON body: a number, or digits in a string (form values). Unlike
 * z.coerce, a missing id stays missing, so it reads "This field is required.".
 */
const recordId = z.preprocess((v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v), idSchema());

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
  /** Active in the current company: the account is active and its membership there is not deactivated. */
  is_active: z.boolean(),
  email_validation_status: z.boolean(),
  direct_to_quick_start: z.boolean(),
  mfa_code_delivery_method: z.enum(mfaDeliveryMethods),
  loading_setting: z.record(z.string(), z.unknown()),
  /** Settings of the account's user group in the current company (allow_edit_all_tool_transfer, ...). */
  user_group_settings: z.record(z.string(), z.boolean()),
  /** The account's standing in the current company: 'pending', 'refused' and 'deactivated' members see none of its data. */
  membership_status: z.enum(MEMBERSHIP_STATUSES),
  /** What the account may do in the current company: its group's settings read by effectivePermissions (the server enforces the same). */
  permissions: z.record(z.enum(GROUP_PERMISSIONS), z.boolean()),
});
export type Account = z.infer<typeof accountSchema>;

/** A person waiting to join the caller's company, as user managers see them. */
export const joinRequestSchema = z.object({
  account_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  email_validation_status: z.boolean(),
  status: z.enum(MEMBERSHIP_STATUSES),
  requested_at: z.string(),
});
export type JoinRequest = z.infer<typeof joinRequestSchema>;

export const decideJoinRequestBody = z.object({
  /** The user group an approved member joins; none by default. */
  user_group_id: idSchema().nullish(),
});

/** What a held account is told: why it waits, and who was asked to let it in. */
export const membershipStatusSchema = z.object({
  company: z.object({ id: z.number().int(), name: z.string() }),
  status: z.enum(MEMBERSHIP_STATUSES),
  email_validation_status: z.boolean(),
  /** The user managers the request went to (names only). */
  approvers: z.array(z.object({ first_name: z.string(), last_name: z.string() })),
});
export type MembershipStatusView = z.infer<typeof membershipStatusSchema>;

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
    company: recordId,
    password,
    email,
    /** Honeypot: people leave it empty, bots fill it. */
    testfield: z.string().max(0, 'Invalid submission.').optional().default(''),
    work_phone: z.string().trim().max(40).optional().default(''),
    branch: recordId.nullable().optional(),
    mfa_code_delivery_method: z.enum(mfaDeliveryMethods).optional().default('email'),
    /** Send the verification email now (the register screens always do). */
    email_verification: z.boolean().optional().default(true),
    /** From POST companies/: makes the account the first, approved member of the company it just registered. */
    founder_token: z.string().max(200).optional(),
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
export const resendValidationBody = z
  .object({ user_email: email.optional(), user_id: recordId.optional() })
  .refine((b) => b.user_email !== undefined || b.user_id !== undefined, 'Provide user_email or user_id.');

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
  company_id: recordId,
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
  /** Active in the company the list is of: the account is active and not deactivated there (a member of several companies may be deactivated in one only). */
  is_active: z.boolean(),
  email_validation_status: z.boolean(),
});
export type UserBrief = z.infer<typeof userBriefSchema>;

export const AUTH_CODE_DEFAULT_LENGTH = AUTH_CODE_LENGTH;

/** A plain acknowledgement: {detail: "..."}. */
export const detailResponse = z.object({ detail: z.string() });

// POST auth/logout/ answers detailResponse.

// SAML configuration of a company (staff only): GET/PUT/DELETE sso/saml/config/{company_id}/
export const samlConfigBody = z.object({
  idp_entity_id: z.string().trim().min(1).max(1024),
  sso_url: z.url({ protocol: /^https?$/ }),
  /** The identity provider's signing certificate, PEM or bare base64. */
  certificate: z.string().trim().min(1).max(20_000),
});
export const samlConfigResponse = z.object({
  company_id: z.number().int(),
  idp_entity_id: z.string(),
  sso_url: z.string(),
  certificate: z.string(),
  /** What the identity provider needs to know about us. */
  sp_entity_id: z.string(),
  acs_url: z.string(),
  metadata_url: z.string(),
});
export const companyIdParamsSchema = z.object({ company_id: queryIdSchema() });

// GET get_email_list
export const emailListItemSchema = z.object({ id: z.number().int(), email: z.string(), first_name: z.string(), last_name: z.string() });
export const emailListResponse = z.array(emailListItemSchema);

const searchText = z.string().trim().max(200).optional().default('');

// GET search_user_list (paged userBriefSchema)
export const searchUserListQuery = z.object({
  search_text: searchText,
  /** Staff only: search every company's users. */
  is_staff: z.stringbool().optional().default(false),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(200).optional(),
});
// GET search_message_user_list (array of userBriefSchema, at most 20)
export const searchMessageUserListQuery = z.object({ search_text: searchText });

// POST update_account_setting (answers accountSchema)
export const updateAccountSettingBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('mfa_code_delivery_method'), value: z.enum(mfaDeliveryMethods) }),
  z.object({ action: z.literal('direct_to_quick_start'), value: z.boolean() }),
]);

// POST update_user_email (answers accountSchema of the changed account)
export const updateUserEmailBody = z.object({
  /** Whose email; the caller's own when left out. */
  user_id: recordId.optional(),
  email,
});

// POST adjust_user_status (answers userBriefSchema)
export const adjustUserStatusBody = z.object({ user_id: recordId, is_active: z.boolean() });

// POST bulk_reminder_verify_user
export const bulkReminderVerifyUserBody = z.object({ user_ids: z.array(recordId).min(1).max(500) });
export const bulkReminderVerifyUserResponse = z.object({ detail: z.string(), sent_count: z.number().int() });

// POST create_internal_user (answers userBriefSchema, 201)
export const createInternalUserBody = z.object({
  first_name: z.string().trim().min(1).max(150),
  last_name: z.string().trim().min(1).max(150),
  email,
  job_title: z.string().trim().max(150).optional().default(''),
  work_phone: z.string().trim().max(40).optional().default(''),
  user_group_id: recordId.nullable().optional(),
});

// POST change_employer (staff; answers userBriefSchema)
export const changeEmployerBody = z.object({ user_id: recordId, company_id: recordId });

// GET switchable_companies, GET allowed_companies (arrays of companyChoiceSchema)
export const companyChoiceQuery = z.object({ search_text: searchText });
export const companyChoiceListResponse = z.array(companyChoiceSchema);

export const groupPermissionSchema = z.enum(GROUP_PERMISSIONS);
