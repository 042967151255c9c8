import { Badge, Button, Group, Loader, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { COMPANY_SEARCH_MIN, type CompanyBrief, type SystemType } from '@jobsite/core';
import { searchCompaniesQuery } from './search-companies';
import { LoadError } from '../LoadError';

export interface SearchCompanyDialogProps {
  opened: boolean;
  onClose(): void;
  onPick(company: CompanyBrief): void;
  type?: string;
  /** Only companies of this kind (the Suppliers tab links supplier companies only). */
  systemType?: SystemType;
  includeUnverified?: boolean;
}

/**
 * The search-company dialog: searches once more than 3 characters are typed. With
 * includeUnverified it also finds companies staff have not verified yet (a company registered a
 * minute ago), marked "Not verified". With systemType it finds only suppliers (seller) or contractors (buyer).
 */
export function SearchCompanyDialog({ opened, onClose, onPick, type, systemType, includeUnverified }: SearchCompanyDialogProps) {
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 250);
  const results = useQuery(searchCompaniesQuery(search, { type, systemType, includeUnverified }));
  const tooShort = text.trim().length < COMPANY_SEARCH_MIN;

  return (
    <Modal opened={opened} onClose={onClose} title="Search company" size="lg">
      <Stack>
        <TextInput label="Company name" value={text} onChange={(e) => setText(e.currentTarget.value)} data-autofocus />
        {tooShort && <Text c="dimmed">Type more than 3 characters to search.</Text>}
        {results.isFetching && <Loader size="sm" />}
        {!tooShort && results.isError && <LoadError title="Companies could not be searched" query={results} />}
        {!tooShort && results.data?.count === 0 && <Text>No company matches.</Text>}
        <Table aria-label="Companies found">
          <Table.Tbody>
            {(results.data?.results ?? []).map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>
                  {c.name}
                  {c.is_verified === false && (
                    <Badge ml="xs" size="xs" variant="light" color="gray" title="Staff have not verified this company yet">
                      Not verified
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{c.address}</Table.Td>
                <Table.Td>
                  <Group justify="flex-end">
                    <Button size="xs" onClick={() => onPick(c)}>
                      Select
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Modal>
  );
}
