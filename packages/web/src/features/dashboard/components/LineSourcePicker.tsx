import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { pickerMessage } from '../../../components/PickerMessage';
import { catalogueMatchesOptions, listItemMatchesOptions } from '../api/search-line-sources';

export interface PickedSource {
  id: number;
  label: string;
  unit: string;
}

/** Picks what a requisition line asks for: a catalogue item, or an item of the project's product lists; searched on the server. */
export function LineSourcePicker({ kind, projectId, value, onChange, label, error }: { kind: 'catalogue' | 'product_list'; projectId: number | null; value: PickedSource | null; onChange: (v: PickedSource | null) => void; label: string; error?: string }) {
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 250);
  const catalogue = useQuery({ ...catalogueMatchesOptions(search), enabled: kind === 'catalogue' && search.length >= 2 });
  const listItems = useQuery({ ...listItemMatchesOptions(projectId, search), enabled: kind === 'product_list' && projectId !== null });
  const options: PickedSource[] =
    kind === 'catalogue'
      ? (catalogue.data?.results ?? []).map((i) => ({ id: i.id, label: `${i.base_item_code} · ${i.description}`, unit: i.unit }))
      : (listItems.data?.results ?? []).map((i) => ({ id: i.id, label: `${i.description}${i.code ? ` · ${i.code}` : ''} (${i.list_name})`, unit: i.unit }));
  // The picked one stays among the options while a new search runs
  const all = value && !options.some((o) => o.id === value.id) ? [value, ...options] : options;
  const nothing =
    kind === 'catalogue'
      ? search.length < 2
        ? 'Type 2 letters or more'
        : pickerMessage(catalogue, 'No catalogue item matches', 'The catalogue could not be searched', { searching: true })
      : projectId === null
        ? 'Choose the project first'
        : pickerMessage(listItems, 'No product-list item matches', 'Product lists could not be searched', { searching: true });
  return (
    <Select
      label={label}
      searchable
      placeholder={kind === 'catalogue' ? 'Search the catalogue' : 'Search the project’s product lists'}
      data={all.map((o) => ({ value: String(o.id), label: o.label }))}
      value={value ? String(value.id) : null}
      searchValue={text}
      onSearchChange={setText}
      onChange={(v) => onChange(all.find((o) => String(o.id) === v) ?? null)}
      nothingFoundMessage={nothing}
      filter={({ options: o }) => o}
      error={error}
    />
  );
}
