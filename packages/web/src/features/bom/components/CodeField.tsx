import { Group, Select, Stack, Text, TextInput } from '@mantine/core';
import type { CodeEntry } from '@jobsite/core';
import type { CodeDraft, CodeKindName } from '../code-changes';

export interface CodeSources {
  /** The project's popular list (or its material list in the material phase code edit). */
  project: readonly CodeEntry[];
  /** The company's popular list (company settings widget). */
  company: readonly CodeEntry[];
}

interface Props {
  kind: CodeKindName;
  value: CodeDraft;
  onChange: (value: CodeDraft) => void;
  sources: CodeSources;
  error?: string | null;
  /** Words for the project list's group ("Project" or "Project material"). */
  projectLabel?: string;
}

const title = (kind: CodeKindName) => (kind === 'phase' ? 'Phase code' : 'Cost code');

/** A phase or cost code: picked from the popular lists, or typed as code and name. */
export function CodeField({ kind, value, onChange, sources, error, projectLabel = 'Project' }: Props) {
  const entries = new Map<string, CodeEntry>();
  const group = (label: string, list: readonly CodeEntry[], prefix: string) => ({
    group: label,
    items: list.map((e) => {
      entries.set(`${prefix}${e.id}`, e);
      return { value: `${prefix}${e.id}`, label: `${e.code} · ${e.name}` };
    }),
  });
  const data = [group(projectLabel, sources.project, 'p'), group('Company', sources.company, 'c')].filter((g) => g.items.length);
  const picked = [...entries].find(([, e]) => e.code === value.code.trim() && e.name === value.name.trim())?.[0] ?? null;
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        {title(kind)}
      </Text>
      <Select
        aria-label={`Popular ${kind} codes`}
        placeholder={data.length ? `Pick a popular ${kind} code` : `No popular ${kind} codes yet`}
        disabled={!data.length}
        searchable
        clearable
        data={data}
        value={picked}
        onChange={(v) => {
          const e = v ? entries.get(v) : undefined;
          onChange(e ? { code: e.code, name: e.name } : { code: '', name: '' });
        }}
      />
      <Group grow align="flex-start" gap="sm">
        <TextInput label={title(kind)} value={value.code} onChange={(e) => onChange({ ...value, code: e.currentTarget.value })} maxLength={50} error={error} />
        <TextInput label={`${title(kind)} name`} value={value.name} onChange={(e) => onChange({ ...value, name: e.currentTarget.value })} maxLength={200} error={error ? true : undefined} />
      </Group>
    </Stack>
  );
}
