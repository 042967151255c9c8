import { Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconPrinter, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { DEFAULT_ROLES, formatRoiDollars, type RoiRole, roiFor, SAVINGS_PERCENT, WORKING_DAYS_PER_YEAR } from '@jobsite/core';
import { RoiChart } from '../components/RoiChart';
import { RolesEditor } from '../components/RolesEditor';
import { useIsPhone } from '../../../components/ResponsiveModal';

const hours = (h: number) => `${h.toLocaleString('en-US', { maximumFractionDigits: 1 })} h`;

/** The app shell and the editing controls stay off paper: the printout is the summary. */
const PRINT_CSS =
  '@media print { .no-print, header, nav { display: none !important; } .mantine-AppShell-main { padding: 0 !important; } .roi-print-only { display: block !important; } input, .mantine-Select-section { border: none !important; } }';

/**
 * The return-on-investment calculator (/roi; spec sections 2 and 9). The user edits the roles
 * (hourly cost 20 to 100, minutes a day 10 to 60, head count) and sees the yearly hours and
 * money saved at the assumed 20 percent, per role and in total, with a chart and a printable
 * summary. The maths is core's roiFor (integer cents).
 */
export function RoiPage() {
  const [roles, setRoles] = useState<RoiRole[]>(() => DEFAULT_ROLES.map((r) => ({ ...r })));
  // A role without a name is flagged in the editor and left out of the sums until named
  const result = roiFor(roles.filter((r) => r.name.trim()));
  // On a phone the four columns fit in smaller type rather than scrolling sideways.
  const phone = useIsPhone();

  return (
    <Stack gap="md" maw={1100}>
      <style>{PRINT_CSS}</style>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          ROI calculator
        </Title>
        <Group gap="xs" className="no-print">
          <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={() => setRoles(DEFAULT_ROLES.map((r) => ({ ...r })))}>
            Reset to defaults
          </Button>
          <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
            Print summary
          </Button>
        </Group>
      </Group>
      <Text c="dimmed" maw={760}>
        How much time and money your team saves a year. For each role, choose what an hour costs and how many minutes a day one person spends on ordering, chasing
        and paperwork. We assume {SAVINGS_PERCENT} percent of that time is saved, over {WORKING_DAYS_PER_YEAR} working days a year.
      </Text>

      <Card withBorder padding="md" component="section" aria-labelledby="roi-roles-title">
        <Title order={2} size="h4" id="roi-roles-title" mb="xs">
          Your roles
        </Title>
        <RolesEditor roles={roles} onChange={setRoles} />
      </Card>

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" aria-label="Yearly savings" role="group">
        <Card withBorder padding="md">
          <Text size="sm" c="dimmed">
            Hours spent a year
          </Text>
          <Text fz={28} fw={700} data-testid="roi-hours-spent">
            {hours(result.total.yearly_hours_spent)}
          </Text>
        </Card>
        <Card withBorder padding="md">
          <Text size="sm" c="dimmed">
            Hours saved a year
          </Text>
          <Text fz={28} fw={700} c="teal.8" data-testid="roi-hours-saved">
            {hours(result.total.yearly_hours_saved)}
          </Text>
        </Card>
        <Card withBorder padding="md">
          <Text size="sm" c="dimmed">
            Money saved a year
          </Text>
          <Text fz={28} fw={700} c="teal.8" data-testid="roi-money-saved">
            {formatRoiDollars(result.total.yearly_cents_saved)}
          </Text>
        </Card>
      </SimpleGrid>

      <Card withBorder padding="md" component="section" aria-labelledby="roi-summary-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="roi-summary-title">
            Summary by role
          </Title>
          {/* A plain scroller the keyboard can reach (a phone scrolls the table sideways) */}
          <div style={{ overflowX: 'auto' }} tabIndex={0} role="group" aria-label="Summary by role, scrolls sideways">
            <Table striped aria-labelledby="roi-summary-title" miw={phone ? undefined : 480} fz={phone ? 'xs' : 'sm'} horizontalSpacing={phone ? 6 : 'sm'}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Role</Table.Th>
                  <Table.Th ta="right">Hours spent a year</Table.Th>
                  <Table.Th ta="right">Hours saved a year</Table.Th>
                  <Table.Th ta="right">Money saved a year</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.roles.map((r, i) => (
                  <Table.Tr key={`${r.name}-${i}`}>
                    <Table.Td>{r.name}</Table.Td>
                    <Table.Td ta="right">{hours(r.yearly_hours_spent)}</Table.Td>
                    <Table.Td ta="right">{hours(r.yearly_hours_saved)}</Table.Td>
                    <Table.Td ta="right">{formatRoiDollars(r.yearly_cents_saved)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr fw={700}>
                  <Table.Td>Total</Table.Td>
                  <Table.Td ta="right">{hours(result.total.yearly_hours_spent)}</Table.Td>
                  <Table.Td ta="right">{hours(result.total.yearly_hours_saved)}</Table.Td>
                  <Table.Td ta="right">{formatRoiDollars(result.total.yearly_cents_saved)}</Table.Td>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </div>
          <RoiChart roles={result.roles} />
        </Stack>
      </Card>
    </Stack>
  );
}
