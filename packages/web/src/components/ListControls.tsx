import { Chip, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { SEARCH_TEXT_MAX_LENGTH } from '@jobsite/core';

/** The search box above a list: labelled for screen readers, full width on a phone; `width` on wider screens (280 px) fits a longer placeholder whole. */
export function SearchBox({ label, placeholder, value, onChange, width = 280 }: { label: string; placeholder: string; value: string; onChange: (value: string) => void; width?: number }) {
  return <TextInput aria-label={label} placeholder={placeholder} leftSection={<IconSearch size={16} />} value={value} maxLength={SEARCH_TEXT_MAX_LENGTH} onChange={(e) => onChange(e.currentTarget.value)} w={{ base: '100%', sm: width }} />;
}

/** A row of status chips that filter a list: each toggles its status in or out of `selected`. */
export function StatusChips<S extends string>({ label, statuses, labels, selected, onChange }: { label: string; statuses: readonly S[]; labels: Record<S, string>; selected: readonly S[]; onChange: (next: S[]) => void }) {
  const toggle = (s: S) => onChange(selected.includes(s) ? selected.filter((x) => x !== s) : [...selected, s]);
  return (
    <Group gap={6} wrap="wrap" role="group" aria-label={label}>
      {statuses.map((s) => (
        <Chip key={s} size="xs" checked={selected.includes(s)} onChange={() => toggle(s)}>
          {labels[s]}
        </Chip>
      ))}
    </Group>
  );
}
