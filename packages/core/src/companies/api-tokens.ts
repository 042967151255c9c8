import { z } from 'zod';

/** API tokens for integrations: `Authorization: Token <key>`; the key is shown once, at creation. */
export const API_TOKEN_SCHEME = 'Token';
export const API_KEY_PREFIX = 'jst_';

/**
 * What a token may do: read only (GET calls, and the POSTs that only search), or read and write.
 * No token manages tokens, passwords, emails, two-way authentication, accounts (its own or the
 * company's users) or user groups: those need a signed-in person.
 */
export const API_TOKEN_SCOPES = ['read_only', 'read_write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
export const API_TOKEN_READ_ONLY_MESSAGE = 'This API token is read-only.';
export const API_TOKEN_FORBIDDEN_MESSAGE = 'API tokens cannot manage tokens, passwords, emails, two-way authentication, users or user groups; sign in to do that.';

export const apiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: z.enum(API_TOKEN_SCOPES),
  /** The start of the key, e.g. jst_1a2b, and its last four characters: enough to recognise it. */
  prefix: z.string(),
  last4: z.string(),
  created_by: z.number().int(),
  created_by_name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** The answer to create: the only time the key itself is sent. */
export const createdApiTokenSchema = apiTokenSchema.extend({ key: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

export const apiTokenBody = z.object({ name: z.string().trim().min(1).max(100), scope: z.enum(API_TOKEN_SCOPES).optional().default('read_only') });
