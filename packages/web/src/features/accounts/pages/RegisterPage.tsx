import { Anchor, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { COMPANY_SEARCH_MIN, companySearchQuery } from '../api/list-companies';
import { AuthLayout } from '../components/AuthLayout';
import { JoinCompanyCard } from '../components/JoinCompanyCard';
import { nextPageLoader } from '../../../lib/load-more';
import { LoadError } from '../../../components/LoadError';

/** /register: find your company and join it, or register a new one. */
export function RegisterPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const query = useInfiniteQuery(companySearchQuery(debounced));
  const companies = query.data?.pages.flatMap((p) => p.results) ?? [];
  const searching = debounced.length >= COMPANY_SEARCH_MIN;

  return (
    <AuthLayout title="Create your account" subtitle="Find your company to join it, or register a new company." width={560}>
      <TextInput
        label="Company name"
        placeholder={`Type at least ${COMPANY_SEARCH_MIN} characters`}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        autoFocus
      />
      {searching && query.isPending && (
        <Group justify="center">
          <Loader size="sm" aria-label="Searching companies" />
        </Group>
      )}
      {searching && query.isError && !query.data && <LoadError title="Companies could not be searched" query={query} />}
      {searching && query.isSuccess && (
        <Stack gap="xs" aria-label="Companies found" role="list">
          {companies.length === 0 && (
            <Text size="sm" c="dimmed">
              No company matches &quot;{debounced}&quot;.
            </Text>
          )}
          {companies.map((company) => (
            <JoinCompanyCard key={company.id} company={company} />
          ))}
          {query.hasNextPage && (
            <Button variant="subtle" onClick={nextPageLoader(query.fetchNextPage)} loading={query.isFetchingNextPage}>
              Load more
            </Button>
          )}
        </Stack>
      )}
      <Text size="sm">
        Your company is not listed?{' '}
        <Anchor component={Link} to={paths.registerCompany()}>
          Register a new company
        </Anchor>
      </Text>
      <Text size="sm">
        Already have an account?{' '}
        <Anchor component={Link} to={paths.login()}>
          Sign in
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
