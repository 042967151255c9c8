import { Button, Card, Group, Modal, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { CompanyNote } from '@jobsite/core';
import { LoadError } from '../../../components/LoadError';
import { handleApiError } from '../../../lib/handle-api-error';
import { resources, usePagedList, useRemove, useSave } from '../api/resources';
import { LoadMore } from './LoadMore';
import { useStoredAccount } from '../../../lib/session';

/** The company notes library: reusable notes for orders, shipping forms and requests. */
export function NotesLibrarySection() {
  const systemType = useStoredAccount()?.company.system_type;
  const r = resources.companyNotes;
  const list = usePagedList<CompanyNote>(r);
  const save = useSave<CompanyNote>(r);
  const remove = useRemove(r);
  const [editingId, setEditingId] = useState<number | null | undefined>(undefined);
  const form = useForm({ initialValues: { title: '', body: '' } });

  const open = (n?: CompanyNote) => {
    form.setValues(n ? { title: n.title, body: n.body } : { title: '', body: '' });
    form.clearErrors();
    setEditingId(n?.id ?? null);
  };
  const submit = form.onSubmit((values) =>
    save.mutate({ id: editingId ?? undefined, body: values }, { onSuccess: () => setEditingId(undefined), onError: (err) => handleApiError(err, { form }) }),
  );

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>Notes library</Title>
        <Button onClick={() => open()}>Add note</Button>
      </Group>
      <Stack gap="sm" role="list" aria-label="Library notes">
        {list.rows.map((n) => (
          <Card key={n.id} withBorder role="listitem">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={4}>
                <Text fw={600}>{n.title}</Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {n.body}
                </Text>
              </Stack>
              <Group gap="xs" wrap="nowrap">
                <Button size="xs" variant="subtle" onClick={() => open(n)}>
                  Edit
                </Button>
                <Button size="xs" variant="subtle" color="red" onClick={() => remove.mutate(n.id)}>
                  Delete
                </Button>
              </Group>
            </Group>
          </Card>
        ))}
      </Stack>
      <LoadMore list={list} />
      {list.isError ? (
        <LoadError title="Notes could not be loaded" onRetry={list.retry} error={list.error} />
      ) : (
        !list.isPending && list.count === 0 && <Text c="dimmed">{systemType === 'seller' ? 'No notes yet. Add a note your team writes often, to reuse it.' : 'No notes yet. Add a note to reuse it on orders, shipping forms and requests.'}</Text>
      )}
      <Modal opened={editingId !== undefined} onClose={() => setEditingId(undefined)} title={editingId ? 'Edit note' : 'New note'} size="lg">
        <form onSubmit={submit}>
          <Stack>
            <TextInput label="Title" required {...form.getInputProps('title')} />
            <Textarea label="Note" required autosize minRows={4} {...form.getInputProps('body')} />
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                Save note
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
