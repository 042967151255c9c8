import { Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { storedAccount, storeRedirect } from '../../../lib/session';
import { accountQuery } from '../api/account';
import { ChangePasswordForm } from '../components/settings/ChangePasswordForm';
import { CodeDeliveryForm } from '../components/settings/CodeDeliveryForm';
import { DeleteAccountSection } from '../components/settings/DeleteAccountSection';
import { ProfileForm } from '../components/settings/ProfileForm';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Title order={2} fz="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** Account settings: profile, password, code delivery method, delete account. */
export function AccountSettingsPage() {
  const stored = storedAccount();
  const location = useLocation();
  const query = useQuery({ ...accountQuery(stored?.id ?? 0), enabled: stored !== null });

  if (!stored) {
    storeRedirect(location.pathname + location.search);
    return <Navigate to={paths.login()} replace />;
  }
  const account = query.data ?? null;
  return (
    <Container size="md" py="xl" px="sm">
      <Stack gap="lg">
        <div>
          <Title order={1} fz="h2">
            Account settings
          </Title>
          <Text c="dimmed" size="sm">
            {stored.email} · {stored.company.name}
          </Text>
        </div>
        {!account ? (
          <Loader aria-label="Loading your account" />
        ) : (
          <>
            <Section title="Profile">
              <ProfileForm key={account.id} account={account} />
            </Section>
            <Section title="Password">
              <ChangePasswordForm accountId={account.id} />
            </Section>
            <Section title="Authentication codes">
              <CodeDeliveryForm key={account.mfa_code_delivery_method} account={account} />
            </Section>
            <Section title="Delete account">
              <DeleteAccountSection accountId={account.id} />
            </Section>
          </>
        )}
      </Stack>
    </Container>
  );
}
