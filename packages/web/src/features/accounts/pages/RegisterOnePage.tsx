import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import type { CompanyListing } from '../api/list-companies';
import type { RegisteredAccount } from '../api/register-account';
import { AuthLayout } from '../components/AuthLayout';
import { RegisterUserForm } from '../components/RegisterUserForm';
import { RegistrationDone } from '../components/RegistrationDone';
import { NotFoundNotice } from '../components/NotFoundNotice';

/** /register_one/{companyId}/: a new user joins a chosen company. */
export function RegisterOnePage() {
  const { companyId } = useParams();
  const location = useLocation();
  const chosen = (location.state as { company?: CompanyListing } | null)?.company;
  const [registered, setRegistered] = useState<RegisteredAccount | null>(null);
  const id = Number(companyId);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundNotice />;
  const company = chosen?.id === id ? chosen : undefined;

  if (registered) {
    return (
      <AuthLayout title="Verify your email">
        <RegistrationDone account={registered} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={company ? `Join ${company.name}` : 'Join your company'} subtitle="Tell us about yourself." width={560}>
      <RegisterUserForm company={id} twoWayAuthentication={Boolean(company?.two_way_authentication_enabled)} onRegistered={setRegistered} />
      <Text size="sm">
        Not your company?{' '}
        <Anchor component={Link} to={paths.register()}>
          Search again
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
