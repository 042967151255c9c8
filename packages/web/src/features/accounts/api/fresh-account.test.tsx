import { waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import { saveAccount, storedAccount, useStoredAccount } from '../../../lib/session';
import { useFreshAccount } from './fresh-account';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function Fresh() {
  useFreshAccount(useStoredAccount());
  return null;
}

it("stores the server's newer account, and never puts an older answer back over an account saved since", async () => {
  const signedIn = signInForTest({ account: { first_name: 'Wes' } });
  const api = stubApi({ [`GET accounts/${signedIn.id}/`]: [200, { ...signedIn, job_title: 'Tool crib manager' }] });
  renderWithProviders(<Fresh />);
  await waitFor(() => expect(storedAccount()?.job_title).toBe('Tool crib manager'));
  // the profile screen saves a new name: the cached answer (still 'Wes') must not undo it
  saveAccount({ ...storedAccount()!, first_name: 'Wesley' });
  await new Promise((r) => setTimeout(r, 50));
  expect(storedAccount()?.first_name).toBe('Wesley');
  expect(api.called('GET', `accounts/${signedIn.id}/`)).toHaveLength(1);
});
