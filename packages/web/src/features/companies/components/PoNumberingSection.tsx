import { Alert, Button, Group, Loader, NumberInput, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PO_NUMBER_GENERATION_TYPES, PO_NUMBER_SEPARATORS, type PoNumberSettings } from '@jobsite/core';
import { type DataColumn, DataTable } from '../../../components/DataTable';
import { LoadError } from '../../../components/LoadError';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';
import { poNumberQuery, type PoNumberView, useUpdatePoNumber } from '../api/po-numbers';
import { resources, usePagedList, useRemove, useSave } from '../api/resources';
import { pagedTable } from './LoadMore';

interface PoPrefix {
  id: number;
  prefix: string;
  description: string;
}
const prefixColumns: DataColumn<PoPrefix>[] = [
  { key: 'prefix', header: 'Prefix', render: (p) => p.prefix },
  { key: 'description', header: 'Description', render: (p) => p.description },
];

const typeLabels: Record<(typeof PO_NUMBER_GENERATION_TYPES)[number], string> = {
  company_wide: 'Company wide',
  project_specific: 'Per project',
  company_branch_specific: 'Per branch',
  dynamic_prefix: 'Chosen prefix',
  project_specific_with_dynamic_prefix: 'Per project with chosen prefix',
};

type EditableSettings = PoNumberSettings & { next_number: number };
/** What the form edits and sends: the view's example and can_edit are the server's to say. */
const editableOf = ({ generation_type, prefix, separator, padding, next_number }: PoNumberView): EditableSettings => ({ generation_type, prefix, separator, padding, next_number });

/** PO numbering settings and the dynamic prefix list; editable with Allow Edit All Orders. */
export function PoNumberingSection() {
  const view = useQuery(poNumberQuery());
  const update = useUpdatePoNumber();
  const prefixes = usePagedList<PoPrefix>(resources.poPrefixes);
  const savePrefix = useSave(resources.poPrefixes);
  const removePrefix = useRemove(resources.poPrefixes);
  const [form, setForm] = useState<EditableSettings | null>(null);
  const [prefix, setPrefix] = useState({ prefix: '', description: '' });

  useEffect(() => {
    if (view.data) setForm(editableOf(view.data));
  }, [view.data]);
  if (view.isError && !view.data) return <LoadError title="PO numbering could not be loaded" query={view} />;
  if (!view.data || !form) return <Loader aria-label="Loading PO numbering" />;
  const canEdit = view.data.can_edit;
  const changed = JSON.stringify(form) !== JSON.stringify(editableOf(view.data));

  return (
    <Stack maw={640}>
      <Title order={3}>PO numbering</Title>
      {!canEdit && <Alert color="gray">Only groups with Allow Edit All Orders change PO numbering.</Alert>}
      <Select
        label="Generation type"
        data={PO_NUMBER_GENERATION_TYPES.map((t) => ({ value: t, label: typeLabels[t] }))}
        value={form.generation_type}
        allowDeselect={false}
        disabled={!canEdit}
        onChange={(t) => t && setForm({ ...form, generation_type: t as PoNumberSettings['generation_type'] })}
      />
      <Group grow>
        <TextInput label="Prefix" value={form.prefix} disabled={!canEdit} onChange={(e) => setForm({ ...form, prefix: e.currentTarget.value })} />
        <Select label="Separator" data={PO_NUMBER_SEPARATORS.map((s) => ({ value: s, label: s || '(none)' }))} value={form.separator} disabled={!canEdit} onChange={(s) => setForm({ ...form, separator: (s ?? '-') as PoNumberSettings['separator'] })} />
        <NumberInput label="Digits" min={1} max={10} value={form.padding} disabled={!canEdit} onChange={(n) => setForm({ ...form, padding: Number(n) || 1 })} />
        <NumberInput label="Next number" min={1} value={form.next_number} disabled={!canEdit} onChange={(n) => setForm({ ...form, next_number: Number(n) || 1 })} />
      </Group>
      <Text size="sm">Next company-wide number: {view.data.example}</Text>
      {canEdit && (
        <Group>
          <Button
            loading={update.isPending}
            disabled={!changed}
            onClick={() =>
              update.mutate(
                { ...form, next_number: form.next_number === view.data.next_number ? undefined : form.next_number },
                { onSuccess: () => showSuccessToast('PO numbering saved'), onError: (err) => handleApiError(err) },
              )
            }
          >
            Save PO numbering
          </Button>
        </Group>
      )}
      <Title order={4}>PO prefixes</Title>
      <DataTable
        label="PO prefixes"
        hideHeader
        striped={false}
        {...pagedTable(prefixes)}
        columns={prefixColumns}
        getRowId={(p) => p.id}
        empty={canEdit ? 'No PO prefixes yet. Add one below for buyers to choose from when PO numbering uses a chosen prefix.' : 'No PO prefixes yet.'}
        rowActions={
          canEdit
            ? (p) => (
                <Button size="xs" variant="subtle" color="red" onClick={() => removePrefix.mutate(p.id)}>
                  Delete
                </Button>
              )
            : undefined
        }
      />
      {canEdit && (
        <Group align="flex-end">
          <TextInput label="New prefix" value={prefix.prefix} onChange={(e) => setPrefix({ ...prefix, prefix: e.currentTarget.value })} />
          <TextInput label="Description" value={prefix.description} onChange={(e) => setPrefix({ ...prefix, description: e.currentTarget.value })} />
          <Button variant="light" onClick={() => savePrefix.mutate({ body: prefix }, { onSuccess: () => setPrefix({ prefix: '', description: '' }), onError: (err) => handleApiError(err) })}>
            Add prefix
          </Button>
        </Group>
      )}
    </Stack>
  );
}
