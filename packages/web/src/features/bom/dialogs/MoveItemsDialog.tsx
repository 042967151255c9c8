import { Button, Group, Loader, Radio, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { moveItemsAction } from '@jobsite/core';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { ThrottledButton } from '../../../components/ThrottledButton';
import { showSuccessToast } from '../../../lib/handle-api-error';
import { zodValidate } from '../../../lib/zod-form';
import { useCartAction } from '../api/cart-action';
import { useProjectPicker } from '../api/search-projects';
import { lineCount } from '../format';
import { LoadError } from '../../../components/LoadError';

interface Values {
  to_project_id: string | null;
}
/** The project the lines go to, as move_items_to_another_project takes it (Move stays disabled until one is picked). */
const targetSchema = moveItemsAction.pick({ to_project_id: true });

/** Moves the selected lines to another project of the company, picked by name or job number. */
export function MoveItemsDialog({ projectId, ids, onClose, onMoved }: { projectId: number; ids: readonly number[]; onClose: () => void; onMoved: () => void }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const form = useForm<Values>({ initialValues: { to_project_id: null }, validate: zodValidate(targetSchema, (v: Values) => ({ to_project_id: Number(v.to_project_id) })) });
  const target = form.getValues().to_project_id;
  const projects = useProjectPicker(debounced, true);
  const action = useCartAction(projectId);
  const choices = (projects.data?.results ?? []).filter((p) => p.id !== projectId && !p.is_group);
  const move = form.onSubmit((v) =>
    action.mutate(
      { func: 'move_items_to_another_project', to_project_id: Number(v.to_project_id), item_id_list: [...ids] },
      {
        onSuccess: () => {
          showSuccessToast(`${lineCount(ids.length)} moved`);
          onMoved();
          onClose();
        },
      },
    ),
  );
  return (
    <ResponsiveModal opened onClose={onClose} title={`Move ${lineCount(ids.length)} to another project`}>
      <Stack>
        <TextInput label="Find project" placeholder="Name or job number" leftSection={<IconSearch size={16} />} value={search} onChange={(e) => setSearch(e.currentTarget.value)} data-autofocus />
        <ScrollArea.Autosize mah={320}>
          {projects.isPending ? (
            <Loader size="sm" />
          ) : projects.isError ? (
            <LoadError title="Projects could not be searched" query={projects} />
          ) : choices.length ? (
            <Radio.Group {...form.getInputProps('to_project_id')} aria-label="Projects">
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
          <ThrottledButton onClick={() => move()} disabled={!target} loading={action.isPending}>
            Move
          </ThrottledButton>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
