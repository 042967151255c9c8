import { Anchor, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { companyJoinDetailsQuery } from '../api/company-join-details';
import type { CompanyListing } from '../api/list-companies';
import type { RegisteredAccount } from '../api/register-account';
import { AuthLayout } from '../components/AuthLayout';
import { RegisterUserForm } from '../components/RegisterUserForm';
import { RegistrationDone } from '../components/RegistrationDone';
import { NotFoundNotice } from '../components/NotFoundNotice';

/**
 * /register_one/{companyId}/: a new user joins a chosen company, from /register's search or from
 * the join link a colleague sent (the Team tab prints it). The page looks the company up
 * (companies/{id}/join_details/: its name and whether it uses two-way authentication) before the
 * form shows, so it names the company and asks for a phone when codes go by text.
 */
export function RegisterOnePage() {
  const { companyId } = useParams();
  const location = useLocation();
  const [registered, setRegistered] = useState<RegisteredAccount | null>(null);
  const id = Number(companyId);
  const valid = Number.isInteger(id) && id > 0;
  const details = useQuery({ ...companyJoinDetailsQuery(id), enabled: valid, meta: { handlesErrors: true } });
  if (!valid) return <NotFoundNotice />;
  // the company picked on /register names the page while the look-up answers
  const chosen = (location.state as { company?: CompanyListing } | null)?.company;
  const name = details.data?.name ?? (chosen?.id === id ? chosen.name : undefined);

  if (registered) {
    return (
      <AuthLayout title="Verify your email">
        <RegistrationDone account={registered} />
      </AuthLayout>
    );
  }
  if (details.error instanceof ApiError && details.error.status === 404) {
    return (
      <AuthLayout title="Company not found">
        <Text size="sm">This join link names no company we know. Ask the colleague who sent it for a new link, or find your company.</Text>
        <Anchor component={Link} to={paths.register()}>
          Find your company
        </Anchor>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={name ? `Join ${name}` : 'Join a company'} subtitle="Tell us about yourself." width={560}>
      {details.data ? (
        <RegisterUserForm company={id} twoWayAuthentication={details.data.two_way_authentication_enabled} onRegistered={setRegistered} />
      ) : details.isError ? (
        <LoadError title="The company could not be looked up" query={details} />
      ) : (
        <Loader size="sm" aria-label="Loading the company" />
      )}
      <Text size="sm">
        Not your company?{' '}
        <Anchor component={Link} to={paths.register()}>
          Search again
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
