import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignedIn } from '@jobsite/core';
import { api } from '../../../lib/api-client';
import { clearWarehouseValues, saveSignIn } from '../../../lib/session';

/**
 * Switches the session to another company (spec section 4): warehouse values of the old
 * company are forgotten and the session token is renewed (escape_refresh_token).
 */
export async function switchCompany(companyId: number, queryClient?: QueryClient): Promise<SignedIn> {
  // Requests still in flight carry the old session, which the switch ends: they would come
  // back 401 and sign the user out, so they are cancelled first.
  await queryClient?.cancelQueries();
  clearWarehouseValues();
  const signedIn = await api<SignedIn>('switch_company', { method: 'POST', body: { company_id: companyId, escape_refresh_token: true } });
  saveSignIn(signedIn);
  return signedIn;
}

export function useSwitchCompany() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (companyId: number) => switchCompany(companyId, queryClient) });
}
