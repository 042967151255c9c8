import { Anchor, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { createCompany } from '../api/create-company';
import type { RegisteredAccount } from '../api/register-account';
import { AuthLayout } from '../components/AuthLayout';
import { CompanyAddressStep } from '../components/CompanyAddressStep';
import { CompanyDetailsStep } from '../components/CompanyDetailsStep';
import { RegisterUserForm } from '../components/RegisterUserForm';
import { RegistrationDone } from '../components/RegistrationDone';
import { SimilarCompaniesStep } from '../components/SimilarCompaniesStep';
import { type CompanyAddress, type CompanyDetails, emptyCompanyAddress, emptyCompanyDetails } from '../lib/company-registration';

const STEPS = ['Company', 'Address', 'Similar companies', 'Your account'] as const;

/**
 * /register_company/: company details, address and a similar-company check, then the
 * user's own details. The company is created only when the user submits the last step.
 */
export function RegisterCompanyPage() {
  const [active, setActive] = useState(0);
  const [details, setDetails] = useState<CompanyDetails>(emptyCompanyDetails);
  const [address, setAddress] = useState<CompanyAddress>(emptyCompanyAddress);
  const [registered, setRegistered] = useState<RegisteredAccount | null>(null);
  const narrow = useMediaQuery('(max-width: 48em)');
  // The company made for a last step that then failed (the email taken, say): submitting again with
  // the same company details uses it rather than making another that nobody would ever be in.
  const created = useRef<{ key: string; company: { id: number; founder_token: string } } | null>(null);

  if (registered) {
    return (
      <AuthLayout title="Verify your email">
        <RegistrationDone account={registered} />
      </AuthLayout>
    );
  }

  const create = async () => {
    const key = JSON.stringify({ details, address });
    if (created.current?.key === key) return created.current.company;
    const company = await createCompany({ ...details, address });
    created.current = { key, company: { id: company.id, founder_token: company.founder_token } };
    return created.current.company;
  };

  return (
    <AuthLayout title="Register a new company" subtitle={narrow ? `Step ${active + 1} of ${STEPS.length}: ${STEPS[active]}` : undefined} width={720}>
      <Stepper active={active} size="sm" wrap={false} allowNextStepsSelect={false} onStepClick={setActive}>
        <Stepper.Step label={narrow ? undefined : STEPS[0]} aria-label={STEPS[0]}>
          <CompanyDetailsStep
            initial={details}
            onNext={(d) => {
              setDetails(d);
              setActive(1);
            }}
          />
        </Stepper.Step>
        <Stepper.Step label={narrow ? undefined : STEPS[1]} aria-label={STEPS[1]}>
          <CompanyAddressStep
            initial={address}
            onBack={(a) => {
              setAddress(a);
              setActive(0);
            }}
            onNext={(a) => {
              setAddress(a);
              setActive(2);
            }}
          />
        </Stepper.Step>
        <Stepper.Step label={narrow ? undefined : STEPS[2]} aria-label={STEPS[2]}>
          <SimilarCompaniesStep details={details} onBack={() => setActive(1)} onNext={() => setActive(3)} />
        </Stepper.Step>
        <Stepper.Step label={narrow ? undefined : STEPS[3]} aria-label={STEPS[3]}>
          <RegisterUserForm company={create} twoWayAuthentication={false} onBack={() => setActive(2)} onRegistered={setRegistered} />
        </Stepper.Step>
      </Stepper>
      <Text size="sm">
        Looking for an existing company?{' '}
        <Anchor component={Link} to={paths.register()}>
          Search companies
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
