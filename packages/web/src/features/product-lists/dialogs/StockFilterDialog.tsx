import { Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { jobSiteStockItemsQuery } from '@jobsite/core';
import { DialogActions } from '../../../components/DialogActions';
import { activeProjectsOptions } from '../../../components/ProjectSelect';
import { useProductLists } from '../../../components/product-lists/api/get-product-lists';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { zodValidate } from '../../../lib/zod-form';
import { type StockFilters } from '../api/job-site-stock';
import { useJobSiteBins } from '../api/job-site-bins';
import { pickerMessage } from '../../../components/PickerMessage';

/** The bin filter's "items without a bin" choice (bin_id=0). */
export const NO_BIN = '0';

interface Values {
  project_id: string | null;
  list_id: string | null;
  bin_id: string | null;
  search: string;
  in_stock: boolean;
}
const toFilters = (v: Values): StockFilters => ({ project_id: v.project_id ? Number(v.project_id) : null, list_id: v.list_id ? Number(v.list_id) : null, bin_id: v.bin_id === null ? null : Number(v.bin_id), search: v.search.trim(), in_stock: v.in_stock });
const str = (n: number | null) => (n === null ? null : String(n));
/** The query the server validates (jobSiteStockItemsQuery): ids as strings, as in the URL. */
const toQuery = (v: Values) => ({ project_id: v.project_id ?? undefined, list_id: v.list_id ?? undefined, bin_id: v.bin_id ?? undefined, search: v.search.trim() || undefined, in_stock: v.in_stock ? 'true' : undefined });

/**
 * Job-site stock filter: project, list (of that project), bin (of its job site, or without a
 * bin), item text and in stock only. A list or bin belongs to a project: changing the project
 * clears them.
 */
export function StockFilterDialog({ value, projectName, onApply, onClose }: { value: StockFilters; projectName?: string; onApply: (f: StockFilters) => void; onClose: () => void }) {
  const form = useForm<Values>({
    initialValues: { project_id: str(value.project_id), list_id: str(value.list_id), bin_id: str(value.bin_id), search: value.search, in_stock: value.in_stock },
    validate: zodValidate(jobSiteStockItemsQuery, toQuery),
  });
  const [projectText, setProjectText] = useState('');
  const [projectSearch] = useDebouncedValue(projectText.trim(), 250);
  const projects = useQuery(activeProjectsOptions(projectSearch));
  const projectId = form.values.project_id ? Number(form.values.project_id) : 0;
  const lists = useProductLists(projectId, '', true, projectId > 0);
  const bins = useJobSiteBins(projectId || null);
  const projectData = (projects.data?.results ?? []).filter((p) => !p.is_group).map((p) => ({ value: String(p.id), label: p.main_job_num ? `${p.name} · ${p.main_job_num}` : p.name }));
  if (form.values.project_id && !projectData.some((p) => p.value === form.values.project_id)) projectData.unshift({ value: form.values.project_id, label: projectName ?? `Project ${form.values.project_id}` });
  const submit = form.onSubmit((v) => {
    onApply(toFilters(v));
    onClose();
  });
  return (
    <ResponsiveModal opened onClose={onClose} title="Job-site stock filter" size="md">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Select
            label="Project"
            placeholder="Every project"
            searchable
            clearable
            data={projectData}
            searchValue={projectText}
            onSearchChange={setProjectText}
            filter={({ options }) => options}
            nothingFoundMessage={pickerMessage(projects, 'No active project matches', 'Projects could not be searched', { searching: true })}
            value={form.values.project_id}
            onChange={(v) => form.setValues({ project_id: v, list_id: null, bin_id: null })}
            error={form.errors.project_id}
          />
          <Select
            label="List"
            placeholder={projectId ? 'Every list' : 'Choose a project first'}
            disabled={!projectId}
            clearable
            searchable
            data={(lists.data?.pages.flatMap((p) => p.results) ?? []).map((l) => ({ value: String(l.id), label: l.completed ? `${l.name} (completed)` : l.name }))}
            nothingFoundMessage={pickerMessage(lists, 'This project has no list of that name.', 'Product lists could not be loaded')}
            {...form.getInputProps('list_id')}
          />
          <Select
            label="Bin"
            placeholder={projectId ? 'Every bin' : 'Choose a project first'}
            disabled={!projectId}
            clearable
            searchable
            data={[{ value: NO_BIN, label: 'Without a bin' }, ...(bins.data ?? []).map((b) => ({ value: String(b.id), label: b.name && b.name !== b.code ? `${b.code} · ${b.name}` : b.code }))]}
            {...form.getInputProps('bin_id')}
          />
          <TextInput label="Item" placeholder="Code or description" {...form.getInputProps('search')} />
          <Switch label="In stock only" {...form.getInputProps('in_stock', { type: 'checkbox' })} />
          <DialogActions onCancel={onClose} onSave={() => submit()} saveLabel="Apply" />
        </Stack>
      </form>
    </ResponsiveModal>
  );
}
