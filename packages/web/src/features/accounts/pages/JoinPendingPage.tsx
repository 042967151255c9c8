import { Alert, Button, Group, List, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { logout } from '../../../lib/auth';
import { homeFor, saveAccount, storedAccount } from '../../../lib/session';
import { fetchAccount, membershipStatusQuery } from '../api/membership-status';
import { AuthLayout } from '../components/AuthLayout';

/**
 * /join_pending: a person who registered into an existing company sees none of its data
 * until someone there approves. This page says so, names who was asked, checks again every
 * 30 seconds, and moves on by itself once the request is approved.
 */
export function JoinPendingPage() {
  const account = storedAccount();
  const navigate = useNavigate();
  const status = useQuery({ ...membershipStatusQuery(), enabled: Boolean(account) });
  const approved = status.data?.status === 'active' && status.data.email_validation_status;

  useEffect(() => {
    if (!approved || !account) return;
    void fetchAccount(account.id).then((fresh) => {
      saveAccount(fresh);
      void navigate(homeFor(fresh), { replace: true });
    });
  }, [approved, account, navigate]);

  if (!account) return <Navigate to={paths.login()} replace />;
  if (status.data && !status.data.email_validation_status) return <Navigate to={paths.verifyEmail(account.id)} replace />;

  const refused = status.data?.status === 'refused';
  const deactivated = status.data?.status === 'deactivated';
  const company = status.data?.company.name ?? account.company.name;
  return (
    <AuthLayout title={refused ? 'Your request was not approved' : deactivated ? 'You are deactivated in this company' : 'Waiting for approval'}>
      {status.isPending && <Loader aria-label="Loading" />}
      {status.isError && (
        <Alert color="red" title="We could not check your request">
          <Group gap="xs">
            <Text size="sm">Please try again.</Text>
            <Button size="xs" variant="light" onClick={() => void status.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      )}
      {status.data && (
        <Stack gap="sm">
          {refused ? (
            <Text>
              {company} did not approve your request to join. If you think this is a mistake, ask someone at {company} to invite you.
            </Text>
          ) : deactivated ? (
            <Text>
              A user manager of {company} deactivated you there. Ask them to activate you again; any other company you belong to still has you.
            </Text>
          ) : (
            <>
              <Text>
                Your request to join <strong>{company}</strong> is waiting for approval. You will see the company&apos;s projects and orders as soon as someone approves it; we
                also send you an email.
              </Text>
              {status.data.approvers.length > 0 ? (
                <>
                  <Text size="sm">We asked:</Text>
                  <List size="sm">
                    {status.data.approvers.map((a) => (
                      <List.Item key={`${a.first_name} ${a.last_name}`}>
                        {a.first_name} {a.last_name}
                      </List.Item>
                    ))}
                  </List>
                </>
              ) : (
                <Text size="sm">Nobody at {company} can approve requests yet; ask your administrator to invite you.</Text>
              )}
            </>
          )}
          <Group>
            {!refused && (
              <Button variant="light" loading={status.isFetching} onClick={() => void status.refetch()}>
                Check again
              </Button>
            )}
            <Button variant="default" onClick={() => void logout()}>
              Sign out
            </Button>
          </Group>
        </Stack>
      )}
    </AuthLayout>
  );
}
