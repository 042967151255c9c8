import { Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { handleApiError } from '../../../lib/handle-api-error';
import type { RegisteredAccount } from '../api/register-account';
import { startSso } from '../api/sso-start';
import { browser } from '../lib/browser';
import { VerificationStep } from './VerificationStep';

/** After registration (spec section 4): single sign-on when the company uses it, else verify the email. */
export function RegistrationDone({ account }: { account: RegisteredAccount }) {
  const started = useRef(false);
  useEffect(() => {
    if (!account.sso_login || started.current) return;
    started.current = true;
    if (account.sso_url) browser.assign(account.sso_url);
    else startSso(account.email).then(({ url }) => browser.assign(url), (err) => handleApiError(err));
  }, [account]);

  if (account.sso_login) {
    return (
      <Stack align="center" gap="sm">
        <Loader />
        <Text size="sm">Taking you to your company&apos;s sign-in page...</Text>
      </Stack>
    );
  }
  return <VerificationStep email={account.email} userId={account.id} />;
}
