import { ActionIcon, Group, Loader, Radio, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import type { ProductList } from '@jobsite/core';
import { LoadError } from '../../LoadError';
import { useProductLists } from '../api/get-product-lists';
import { useSubLists } from '../api/get-sub-lists';
import { TagBadges } from '../TagBadges';

function SubLists({ projectId, list }: { projectId: number; list: ProductList }) {
  const subs = useSubLists(projectId, list.id, true);
  if (subs.isPending) return <Loader size="xs" ml="xl" aria-label={`Loading sublists of ${list.name}`} />;
  if (subs.isError) return <Text size="xs" c="red" ml="xl">The sublists could not be loaded.</Text>;
  return (
    <Stack gap={6} ml="xl">
      {subs.data.map((s) => (
        <ListOption key={s.id} projectId={projectId} list={s} />
      ))}
    </Stack>
  );
}

function ListOption({ projectId, list }: { projectId: number; list: ProductList }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Group gap={4} wrap="nowrap">
        {list.sub_list_count > 0 ? (
          <ActionIcon size="sm" variant="subtle" color="gray" aria-label={`${open ? 'Hide' : 'Show'} sublists of ${list.name}`} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
            {open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
          </ActionIcon>
        ) : (
          <span style={{ width: 22 }} />
        )}
        <Radio value={String(list.id)} label={list.completed ? `${list.name} (completed)` : list.name} />
        <TagBadges tags={list.tags} />
      </Group>
      {open && <SubLists projectId={projectId} list={list} />}
    </>
  );
}

/** Choose a list or a sublist of the project: top-level lists as options, each opening its sublists. */
export function ListPicker({ projectId, includeCompleted, value, onChange, error }: { projectId: number; includeCompleted: boolean; value: string | null; onChange: (v: string) => void; error?: string | null }) {
  const lists = useProductLists(projectId, '', includeCompleted);
  const rows = lists.data?.pages.flatMap((p) => p.results) ?? [];
  if (lists.isPending) return <Loader size="sm" aria-label="Loading lists" />;
  if (lists.isError) return <LoadError title="Product lists could not be loaded" query={lists} />;
  return (
    <Radio.Group label="List" value={value} onChange={onChange} error={error}>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed" mt={4}>
          {includeCompleted ? 'This project has no product lists yet: create one with New list.' : 'No open list: create one with New list, or show completed lists.'}
        </Text>
      ) : (
        <Stack gap={6} mt={6} mah={320} style={{ overflowY: 'auto' }}>
          {rows.map((l) => (
            <ListOption key={l.id} projectId={projectId} list={l} />
          ))}
        </Stack>
      )}
      {lists.hasNextPage && (
        <Text size="xs" c="dimmed">
          More lists exist: the first {rows.length} are shown.
        </Text>
      )}
    </Radio.Group>
  );
}
