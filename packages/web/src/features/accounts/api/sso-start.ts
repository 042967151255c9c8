import type { samlStartResponse } from '@jobsite/core';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** POST sso/saml/ {email}: where to send the browser to sign in with the company's identity provider. */
export const startSso = (email: string) => api<z.infer<typeof samlStartResponse>>('sso/saml/', { method: 'POST', body: { email } });
