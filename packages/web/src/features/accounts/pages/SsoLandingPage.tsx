import { Button, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SESSION_MS } from '@jobsite/core';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { accountQuery } from '../api/account';
import { AuthLayout } from '../components/AuthLayout';
import { completeSignIn } from '../lib/complete-sign-in';

/**
 * /sso?account_id=: where the identity provider's answer lands. The server has already
 * set the session cookie (13 days, like any login); the app fetches the account and
 * stores it with the same expiry.
 */
export function SsoLandingPage() {
  const [params] = useSearchParams();
  const accountId = params.get('account_id') ?? '';
  const navigate = useNavigate();
  const valid = /^\d+$/.test(accountId);
  const query = useQuery({ ...accountQuery(accountId), enabled: valid, staleTime: 0, retry: false, meta: { handlesErrors: true } });

  useEffect(() => {
    if (!query.data) return;
    void navigate(completeSignIn({ account: query.data, ExpiryDate: new Date(Date.now() + SESSION_MS).toISOString() }), { replace: true });
  }, [query.data, navigate]);

  // Without a session from the identity provider (an old or copied link, another browser, a
  // sign-in that timed out) there is nothing to complete: say so, and offer the sign-in page.
  if (!valid || query.isError) {
    return (
      <AuthLayout title="Single sign-on did not complete">
        <Stack gap="sm">
          <Text size="sm">
            {valid
              ? 'We did not receive a signed-in session from your identity provider: the link may be old, opened in another browser, or the sign-in timed out.'
              : 'This single sign-on link is incomplete (it names no account).'}{' '}
            Sign in again to continue.
          </Text>
          <Button component={Link} to={paths.login()}>
            Go to sign in
          </Button>
        </Stack>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Signing you in">
      <Stack align="center" gap="sm">
        <Loader aria-label="Signing in" />
        <Text size="sm">Completing single sign-on...</Text>
      </Stack>
    </AuthLayout>
  );
}
