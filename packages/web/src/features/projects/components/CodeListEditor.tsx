import { ActionIcon, Button, Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { addCode, type CodeEntry, moveCode, PROJECT_CODE_LIST_LABELS, PROJECT_CODE_LISTS, type ProjectCodeList } from '@jobsite/core';
import { useUpdatePhaseCode } from '../api/update-phase-code';

interface Props {
  projectId: number;
  list: ProjectCodeList;
  entries: CodeEntry[];
}

/** One popular phase or cost code list: add, remove and reorder, with the company settings' messages. */
export function CodeListEditor({ projectId, list, entries }: Props) {
  const kind = PROJECT_CODE_LISTS[list];
  const label = PROJECT_CODE_LIST_LABELS[list];
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const change = useUpdatePhaseCode(projectId);

  const add = () => {
    // The same rule the server applies, so the message shows without a round trip.
    const check = addCode(entries, { code, name }, kind);
    if (!check.ok) return setError(check.error);
    setError(null);
    change.mutate(
      { list, action: 'add', value: { code, name } },
      {
        onSuccess: () => {
          setCode('');
          setName('');
        },
      },
    );
  };
  const move = (index: number, direction: -1 | 1) => change.mutate({ list, action: 'reorder', value: moveCode(entries, index, index + direction).map((e) => e.id) });

  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {label}
        </Title>
        {entries.length === 0 ? (
          <Text size="sm" c="dimmed">
            No {kind} codes yet.
          </Text>
        ) : (
          <Table aria-label={label} verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={120}>Code</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th w={110} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((e, i) => (
                <Table.Tr key={e.id}>
                  <Table.Td>{e.code}</Table.Td>
                  <Table.Td>{e.name}</Table.Td>
                  <Table.Td>
                    <Group gap={2} justify="flex-end" wrap="nowrap">
                      <ActionIcon variant="subtle" color="gray" disabled={i === 0} onClick={() => move(i, -1)} aria-label={`Move ${e.code} up`}>
                        <IconArrowUp size={16} />
                      </ActionIcon>
                      <ActionIcon variant="subtle" color="gray" disabled={i === entries.length - 1} onClick={() => move(i, 1)} aria-label={`Move ${e.code} down`}>
                        <IconArrowDown size={16} />
                      </ActionIcon>
                      <ActionIcon variant="subtle" color="red" onClick={() => change.mutate({ list, action: 'remove', id: e.id })} aria-label={`Remove ${e.code}`}>
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Group align="start" gap="xs">
          <TextInput aria-label={`New ${kind} code of ${label}`} placeholder={`${kind === 'phase' ? 'Phase' : 'Cost'} code`} value={code} onChange={(e) => setCode(e.currentTarget.value)} w={140} />
          <TextInput aria-label={`New ${kind} code name of ${label}`} placeholder="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} style={{ flex: 1 }} error={error} />
          <Button variant="light" onClick={add} loading={change.isPending && change.variables?.action === 'add'} aria-label={`Add to ${label}`}>
            Add
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
