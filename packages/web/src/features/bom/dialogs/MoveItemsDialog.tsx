import { Button, Group, Loader, Radio, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { ThrottledButton } from '../../../components/ThrottledButton';
import { showSuccessToast } from '../../../lib/handle-api-error';
import { useCartAction } from '../api/cart-action';
import { useProjectPicker } from '../api/search-projects';

/** Moves the selected lines to another project of the company, picked by name or job number. */
export function MoveItemsDialog({ projectId, ids, onClose, onMoved }: { projectId: number; ids: readonly number[]; onClose: () => void; onMoved: () => void }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [target, setTarget] = useState<string | null>(null);
  const projects = useProjectPicker(debounced, true);
  const action = useCartAction(projectId);
  const choices = (projects.data?.results ?? []).filter((p) => p.id !== projectId && !p.is_group);
  const move = () => {
    if (!target) return;
    action.mutate(
      { func: 'move_items_to_another_project', to_project_id: Number(target), item_id_list: [...ids] },
      {
        onSuccess: () => {
          showSuccessToast(`${ids.length} ${ids.length === 1 ? 'line' : 'lines'} moved`);
          onMoved();
          onClose();
        },
      },
    );
  };
  return (
    <ResponsiveModal opened onClose={onClose} title={`Move ${ids.length} ${ids.length === 1 ? 'line' : 'lines'} to another project`}>
      <Stack>
        <TextInput label="Find project" placeholder="Name or job number" leftSection={<IconSearch size={16} />} value={search} onChange={(e) => setSearch(e.currentTarget.value)} data-autofocus />
        <ScrollArea.Autosize mah={320}>
          {projects.isPending ? (
            <Loader size="sm" />
          ) : choices.length ? (
            <Radio.Group value={target} onChange={setTarget} aria-label="Projects">
              <Stack gap="xs">
                {choices.map((p) => (
                  <Radio key={p.id} value={String(p.id)} label={p.main_job_num ? `${p.name} (Job # ${p.main_job_num})` : p.name} />
                ))}
              </Stack>
            </Radio.Group>
          ) : (
            <Text size="sm" c="dimmed">
              No other project matches.
            </Text>
          )}
        </ScrollArea.Autosize>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <ThrottledButton onClick={move} disabled={!target} loading={action.isPending}>
            Move
          </ThrottledButton>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
