import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Paged, ProjectListItem } from '@jobsite/core';
import { api } from '../lib/api-client';
import { pickerMessage } from './PickerMessage';

/** The caller's company's active projects matching a search, 30 at a time (ListProject/): one cache entry per search for every picker. */
export const activeProjectsOptions = (search: string) =>
  queryOptions({
    queryKey: ['projects', 'picker', search],
    queryFn: ({ signal }) => api<Paged<ProjectListItem>>('ListProject/', { query: { st: search, status: 'active', page_size: 30 }, signal }),
    meta: { handlesErrors: true },
  });

/** Picks one active job (not a group: groups hold jobs), searched by name or job number on the server. */
export function ProjectSelect({ value, onChange, error, label = 'Project' }: { value: string | null; onChange: (id: string | null) => void; error?: string | null; label?: string }) {
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 250);
  const projects = useQuery(activeProjectsOptions(search));
  const data = (projects.data?.results ?? []).filter((p) => !p.is_group).map((p) => ({ value: String(p.id), label: p.main_job_num ? `${p.name} · ${p.main_job_num}` : p.name }));
  return (
    <Select
      label={label}
      required
      searchable
      placeholder="Search by name or job #"
      data={data}
      value={value}
      searchValue={text}
      onSearchChange={setText}
      onChange={onChange}
      nothingFoundMessage={pickerMessage(projects, 'No active project matches', 'Projects could not be searched', { searching: true })}
      error={error || null}
      filter={({ options }) => options}
    />
  );
}
