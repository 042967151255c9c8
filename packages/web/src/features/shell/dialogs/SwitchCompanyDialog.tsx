import { Badge, Group, Loader, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { storedAccount } from '../../../lib/session';
import { addressAfterSwitch, pageNavigation } from '../lib/after-company-switch';
import { searchTextFor, SWITCH_SEARCH_MIN, useSwitchableCompanies } from '../api/switchable-companies';
import { useSwitchCompany } from '../api/switch-company';
import { LoadError } from '../../../components/LoadError';

/**
 * Switch company (spec sections 2, 4, 5): lists the companies you can act for, searching
 * once more than 2 characters are typed. After the switch the page reloads; an address naming a
 * record of the old company goes to its section's list, and another kind of company to its home
 * (projects for a buyer, orders for a seller).
 */
export function SwitchCompanyDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [typed, setTyped] = useState('');
  const [debounced] = useDebouncedValue(typed, 250);
  const switching = useSwitchCompany();
  const companies = useSwitchableCompanies(searchTextFor(debounced), opened && switching.isIdle);
  const current = storedAccount()?.company;

  const choose = (companyId: number) => {
    switching.mutate(companyId, {
      onSuccess: ({ account }) => {
        const next = addressAfterSwitch(window.location, account, current?.system_type);
        if (next === null) pageNavigation.reload();
        else pageNavigation.assign(next);
      },
    });
  };

  const tooShort = typed.trim().length > 0 && typed.trim().length < SWITCH_SEARCH_MIN;
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Switch company" size="md">
      <Stack>
        <Text size="sm">
          You are working for <strong>{current?.name}</strong>.
        </Text>
        <TextInput
          label="Search companies"
          placeholder="Type at least 3 characters"
          leftSection={<IconSearch size={16} />}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          description={tooShort ? 'Keep typing: the search starts after 2 characters.' : undefined}
          data-autofocus
        />
        <ScrollArea.Autosize mah={360}>
          {companies.isError ? (
            <LoadError title="Companies could not be loaded" query={companies} />
          ) : companies.isPending ? (
            <Loader size="sm" />
          ) : companies.data?.length ? (
            <Stack gap={4} role="list" aria-label="Companies">
              {companies.data.map((c) => (
                <UnstyledButton
                  key={c.id}
                  role="listitem"
                  aria-label={`Switch to ${c.name}`}
                  onClick={() => choose(c.id)}
                  disabled={switching.isPending}
                  p="sm"
                  style={{ borderRadius: 8, border: '1px solid var(--mantine-color-gray-3)' }}
                >
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={500}>{c.name}</Text>
                    {/* The name wraps; the badge keeps its width (it was cut to 'CONTRACT...' beside a long name on a phone). */}
                    <Badge variant="light" color={c.system_type === 'seller' ? 'grape' : 'blue'} style={{ flexShrink: 0 }}>
                      {c.system_type === 'seller' ? 'Supplier' : 'Contractor'}
                    </Badge>
                  </Group>
                </UnstyledButton>
              ))}
            </Stack>
          ) : (
            <Text c="dimmed" size="sm">
              {searchTextFor(debounced) ? 'No company matches your search.' : 'There is no other company you can switch to.'}
            </Text>
          )}
        </ScrollArea.Autosize>
      </Stack>
    </ResponsiveModal>
  );
}
