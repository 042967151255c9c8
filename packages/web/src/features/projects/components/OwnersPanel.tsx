import { ActionIcon, Button, Card, Checkbox, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Project } from '@jobsite/core';
import { showSuccessToast } from '../../../lib/handle-api-error';
import { useChangeOwner } from '../api/owners';
import { ownerSearchOptions } from '../api/search-project-owner';
import { pickerMessage } from '../../../components/PickerMessage';

const fullName = (o: { first_name: string; last_name: string; email: string }) => `${o.first_name} ${o.last_name}`.trim() || o.email;

/** Owners of a project: add by searching the company's users, remove (yourself included). */
export function OwnersPanel({ project, selfId }: { project: Project; selfId: number | undefined }) {
  const [terms, setTerms] = useState('');
  const [debounced] = useDebouncedValue(terms, 250);
  const [picked, setPicked] = useState<string | null>(null);
  const [toChildren, setToChildren] = useState(true);
  const candidates = useQuery(ownerSearchOptions(project.id, debounced));
  const add = useChangeOwner('add_owner');
  const remove = useChangeOwner('remove_owner');
  const hasChildren = project.children_count > 0;
  const options = (candidates.data?.results ?? []).filter((c) => !c.is_owner).map((c) => ({ value: String(c.id), label: `${fullName(c)} (${c.email})` }));

  const addPicked = () => {
    if (!picked) return;
    add.mutate(
      { projectId: project.id, ownerId: Number(picked), applyToAllChild: hasChildren && toChildren },
      {
        onSuccess: (answer) => {
          showSuccessToast(answer.detail);
          setPicked(null);
          setTerms('');
        },
      },
    );
  };

  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Owners
        </Title>
        {project.owners.length === 0 && <Text c="dimmed">No owners yet.</Text>}
        <Stack gap={4} role="list" aria-label="Owners">
          {project.owners.map((o) => (
            <Group key={o.id} justify="space-between" role="listitem">
              <div>
                <Text fw={500}>
                  {fullName(o)}
                  {o.id === selfId ? ' (you)' : ''}
                </Text>
                <Text size="xs" c="dimmed">
                  {[o.job_title, o.email].filter(Boolean).join(' · ')}
                </Text>
              </div>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={o.id === selfId ? 'Remove me from this project' : `Remove ${fullName(o)}`}
                loading={remove.isPending && remove.variables?.ownerId === o.id}
                onClick={() =>
                  remove.mutate({ projectId: project.id, ownerId: o.id, applyToAllChild: hasChildren && toChildren }, { onSuccess: (answer) => showSuccessToast(answer.detail) })
                }
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
        <Group align="end">
          <Select
            label="Add an owner"
            placeholder="Search people by name or email"
            searchable
            clearable
            data={options}
            value={picked}
            onChange={setPicked}
            searchValue={terms}
            onSearchChange={setTerms}
            nothingFoundMessage={pickerMessage(candidates, 'Nobody else matches', 'People could not be searched', { searching: true })}
            filter={({ options: all }) => all}
            style={{ flex: 1 }}
          />
          <Button onClick={addPicked} disabled={!picked} loading={add.isPending}>
            Add owner
          </Button>
        </Group>
        {hasChildren && <Checkbox label="Also for every job in this group" checked={toChildren} onChange={(e) => setToChildren(e.currentTarget.checked)} />}
      </Stack>
    </Card>
  );
}
