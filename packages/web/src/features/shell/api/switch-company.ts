import { useMutation } from '@tanstack/react-query';
import type { SignedIn } from '@jobsite/core';
import { api } from '../../../lib/api-client';
import { clearWarehouseValues, saveSignIn } from '../../../lib/session';

/**
 * Switches the session to another company (spec section 4): warehouse values of the old
 * company are forgotten and the session token is renewed (escape_refresh_token).
 */
export async function switchCompany(companyId: number): Promise<SignedIn> {
  clearWarehouseValues();
  const signedIn = await api<SignedIn>('switch_company', { method: 'POST', body: { company_id: companyId, escape_refresh_token: true } });
  saveSignIn(signedIn);
  return signedIn;
}

export const useSwitchCompany = () => useMutation({ mutationFn: switchCompany });
