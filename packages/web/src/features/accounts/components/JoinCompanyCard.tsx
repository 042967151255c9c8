import { Button, Card, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { CompanyListing } from '../api/list-companies';

/** A company someone may join, as /register's search and /register_company's similar companies list it: name, website and Join. */
export function JoinCompanyCard({ company }: { company: CompanyListing }) {
  return (
    <Card withBorder padding="sm" role="listitem">
      <Group justify="space-between" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Text fw={500} truncate="end">
            {company.name}
          </Text>
          {company.website_URL && (
            <Text size="xs" c="dimmed" truncate="end">
              {company.website_URL}
            </Text>
          )}
        </div>
        <Button size="xs" variant="light" component={Link} to={paths.registerOne(company.id)} state={{ company }} aria-label={`Join ${company.name}`}>
          Join
        </Button>
      </Group>
    </Card>
  );
}
