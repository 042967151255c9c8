import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { createJobSiteBinBody } from '@jobsite/core';
import { handleApiError } from '../../../lib/handle-api-error';
import { zodValidate } from '../../../lib/zod-form';
import { useCreateJobSiteBin, useJobSiteBins } from '../api/job-site-bins';

/** The "no bin" choice (a real option: a phone has no hover to show a clear button). */
const NONE = 'none';

/** A bin of the project's job site, or none; "New bin" adds one (code and name) and picks it. */
export function BinSelect({ projectId, value, onChange, label = 'Bin location', noneLabel = 'No bin' }: { projectId: number; value: string | null; onChange: (v: string | null) => void; label?: string; noneLabel?: string }) {
  const bins = useJobSiteBins(projectId);
  const [adding, setAdding] = useState(false);
  const create = useCreateJobSiteBin(projectId);
  const form = useForm({ initialValues: { code: '', name: '' }, validate: zodValidate(createJobSiteBinBody, (v: { code: string; name: string }) => ({ project_id: projectId, ...v })) });
  const add = form.onSubmit((v) =>
    create.mutate(v, {
      onSuccess: (bin) => {
        onChange(String(bin.id));
        setAdding(false);
        form.reset();
      },
      onError: (e) => handleApiError(e, { form }),
    }),
  );
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Select
          style={{ flex: 1 }}
          label={label}
          placeholder={bins.isPending ? 'Loading bins…' : noneLabel}
          data={[{ value: NONE, label: noneLabel }, ...(bins.data ?? []).map((b) => ({ value: String(b.id), label: b.name && b.name !== b.code ? `${b.code} · ${b.name}` : b.code }))]}
          value={value ?? (bins.data ? NONE : null)}
          onChange={(v) => onChange(v === NONE ? null : v)}
          allowDeselect={false}
          searchable
          nothingFoundMessage="No bin matches: add one with New bin."
          error={bins.isError ? 'The bins could not be loaded' : undefined}
        />
        <Button variant="light" onClick={() => setAdding((a) => !a)} aria-expanded={adding}>
          New bin
        </Button>
      </Group>
      {adding && (
        <Group align="flex-start" gap="xs" wrap="wrap" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <TextInput label="Bin code" placeholder="L2-A" style={{ flex: '1 1 120px' }} {...form.getInputProps('code')} />
          <TextInput label="Bin name" placeholder="Level 2 cage, shelf A" style={{ flex: '2 1 180px' }} {...form.getInputProps('name')} />
          <Button mt={25} loading={create.isPending} onClick={() => add()}>
            Add bin
          </Button>
        </Group>
      )}
    </Stack>
  );
}
