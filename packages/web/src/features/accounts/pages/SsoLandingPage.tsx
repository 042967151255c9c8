import { Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SESSION_MS } from '@jobsite/core';
import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
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
  const query = useQuery({ ...accountQuery(accountId), enabled: valid, staleTime: 0 });

  useEffect(() => {
    if (!query.data) return;
    navigate(completeSignIn({ account: query.data, ExpiryDate: new Date(Date.now() + SESSION_MS).toISOString() }), { replace: true });
  }, [query.data, navigate]);

  if (!valid) return <Navigate to={paths.login()} replace />;
  return (
    <AuthLayout title="Signing you in">
      <Stack align="center" gap="sm">
        <Loader aria-label="Signing in" />
        <Text size="sm">{query.isError ? 'Single sign-on did not complete. Please sign in again.' : 'Completing single sign-on...'}</Text>
      </Stack>
    </AuthLayout>
  );
}
