import { ActionIcon, Button, Card, Group, NumberInput, Select, Stack, Table, TextInput, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { HOURLY_COST_OPTIONS, type RoiRole, TIME_SPENT_OPTIONS } from '@jobsite/core';

const HOURLY = HOURLY_COST_OPTIONS.map((v) => ({ value: String(v), label: `$${v} / hour` }));
const MINUTES = TIME_SPENT_OPTIONS.map((v) => ({ value: String(v), label: `${v} min / day` }));

interface Props {
  roles: RoiRole[];
  onChange: (roles: RoiRole[]) => void;
}

/** A head count from the number field (it answers a string while the text is not a number yet). */
const peopleCount = (v: number | string) => {
  const n = Math.floor(Number(v));
  return Number.isFinite(n) && n > 0 ? Math.min(n, 100_000) : 0;
};

/** The four inputs of a role: labelled on a phone's card, named for screen readers in the table. */
function fields(role: RoiRole, index: number, update: (patch: Partial<RoiRole>) => void, labelled: boolean) {
  const n = index + 1;
  return [
      <TextInput
        key="name"
        label={labelled ? 'Role' : undefined}
        aria-label={labelled ? undefined : `Role ${n}`}
        value={role.name}
        onChange={(e) => update({ name: e.currentTarget.value })}
        error={role.name.trim() ? undefined : 'Enter the role.'}
        maxLength={60}
      />,
      <Select
        key="hourly"
        label={labelled ? 'Hourly cost' : undefined}
        aria-label={labelled ? undefined : `Hourly cost of role ${n}`}
        data={HOURLY}
        value={String(role.hourly_cost)}
        onChange={(v) => v && update({ hourly_cost: Number(v) })}
        allowDeselect={false}
      />,
      <Select
        key="minutes"
        label={labelled ? 'Time spent' : undefined}
        aria-label={labelled ? undefined : `Time spent by role ${n}`}
        data={MINUTES}
        value={String(role.minutes_per_day)}
        onChange={(v) => v && update({ minutes_per_day: Number(v) })}
        allowDeselect={false}
      />,
      <NumberInput
        key="count"
        label={labelled ? 'People' : undefined}
        aria-label={labelled ? undefined : `People in role ${n}`}
        value={role.count}
        onChange={(v) => update({ count: peopleCount(v) })}
        min={0}
        max={100000}
        allowDecimal={false}
        allowNegative={false}
      />,
  ];
}

/** The roles the savings are computed for: name, hourly cost, minutes a day, head count; add and remove. A table on a wide screen, a card per role on a phone. */
export function RolesEditor({ roles, onChange }: Props) {
  const phone = useMediaQuery('(max-width: 48em)');
  const update = (i: number) => (patch: Partial<RoiRole>) => onChange(roles.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const remove = (i: number) => onChange(roles.filter((_, j) => j !== i));
  const add = () => onChange([...roles, { name: `Role ${roles.length + 1}`, hourly_cost: 40, minutes_per_day: 20, count: 1 }]);
  const removeButton = (i: number) => (
    <ActionIcon variant="subtle" color="red" aria-label={`Remove ${roles[i].name || `role ${i + 1}`}`} onClick={() => remove(i)} disabled={roles.length === 1}>
      <IconTrash size={16} />
    </ActionIcon>
  );
  return (
    <Stack gap="xs">
      {phone ? (
        roles.map((r, i) => (
          <Card key={i} withBorder padding="sm">
            <Stack gap="xs">
              {fields(r, i, update(i), true)}
              <Group justify="flex-end">{removeButton(i)}</Group>
            </Stack>
          </Card>
        ))
      ) : (
        <Table verticalSpacing={6} aria-label="Roles">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Role</Table.Th>
              <Table.Th w={150}>Hourly cost</Table.Th>
              <Table.Th w={175}>Time spent</Table.Th>
              <Table.Th w={110}>People</Table.Th>
              <Table.Th w={44}>
                <VisuallyHidden>Remove</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {roles.map((r, i) => (
              <Table.Tr key={i}>
                {fields(r, i, update(i), false).map((cell) => (
                  <Table.Td key={cell.key}>{cell}</Table.Td>
                ))}
                <Table.Td>{removeButton(i)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group className="no-print">
        <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={add} disabled={roles.length >= 50}>
          Add role
        </Button>
      </Group>
    </Stack>
  );
}
