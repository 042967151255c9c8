import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { listProjects } from '../api/list-projects';
import { projectKeys } from '../api/keys';
import { pickerMessage } from '../../../components/PickerMessage';

interface Props {
  value: number | null;
  onChange: (id: number | null) => void;
  /** The group shown while its name is not among the search results. */
  current?: { id: number; name: string } | null;
  excludeId?: number;
  error?: string;
}

/** Picks the group (a top-level project created as a group) a job belongs to; searches by name. */
export function GroupSelect({ value, onChange, current, excludeId, error }: Props) {
  const [search, setSearch] = useState('');
  const [st] = useDebouncedValue(search, 250);
  const filters = { parent_id: 0, st, page_size: 50, sR: 'name' as const };
  const groups = useQuery({ queryKey: [...projectKeys.list(filters), 'groups'], queryFn: () => listProjects(filters), meta: { handlesErrors: true } });
  const options = (groups.data?.results ?? []).filter((p) => p.is_group && p.id !== excludeId).map((p) => ({ value: String(p.id), label: p.name }));
  if (current && !options.some((o) => o.value === String(current.id))) options.unshift({ value: String(current.id), label: current.name });
  return (
    <Select
      label="Group"
      description="Put this job in a group of jobs (optional)"
      placeholder="No group"
      searchable
      clearable
      nothingFoundMessage={pickerMessage(groups, 'No group matches', 'Groups could not be searched', { searching: true })}
      data={options}
      value={value ? String(value) : null}
      onChange={(v) => onChange(v ? Number(v) : null)}
      onSearchChange={setSearch}
      error={error}
    />
  );
}
