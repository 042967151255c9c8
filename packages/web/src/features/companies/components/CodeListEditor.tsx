import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { addCode, type CodeEntry, type CodeKind, type CompanySettings, moveCode, removeCode } from '@jobsite/core';
import { showSuccessToast } from '../../../lib/handle-api-error';
import { useUpdateCompanySettings } from '../api/company';

export interface CodeListEditorProps {
  kind: CodeKind;
  list: CodeEntry[];
  onSave(list: CodeEntry[]): void;
  saving?: boolean;
}

const labels = { phase: 'Phase', cost: 'Cost' } as const;

/**
 * Popular phase or cost codes: add (code and name both required), remove, reorder by
 * dragging (native HTML5 drag and drop) or with the up/down buttons. Saved as a whole.
 */
export function CodeListEditor({ kind, list, onSave, saving }: CodeListEditorProps) {
  const [items, setItems] = useState(list);
  const [draft, setDraft] = useState({ code: '', name: '' });
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const label = labels[kind];

  // The saved list again when it changed on the server: not when another section's save (the
  // other code list, say) only handed the settings back, which would drop this list's edits.
  const savedKey = JSON.stringify(list);
  useEffect(() => setItems(list), [savedKey]);
  const dirty = JSON.stringify(items) !== JSON.stringify(list);

  const add = () => {
    const result = addCode(items, draft, kind);
    if (!result.ok) return setError(result.error);
    setError(null);
    setItems(result.list);
    setDraft({ code: '', name: '' });
  };

  return (
    <Stack gap="xs" maw={640}>
      <Title order={4}>Popular {label.toLowerCase()} codes</Title>
      <ul aria-label={`Popular ${label.toLowerCase()} codes`} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((item, index) => (
          <li
            key={item.id}
            aria-label={`${item.code} ${item.name}`}
            draggable
            onDragStart={(e) => {
              setDragging(index);
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', String(index));
            }}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => {
              e.preventDefault();
              const from = dragging ?? Number(e.dataTransfer.getData('text/plain'));
              setItems(moveCode(items, from, index));
              setDragging(null);
            }}
            onDragEnd={() => setDragging(null)}
          >
            <Paper withBorder p={6} mb={4} style={{ opacity: dragging === index ? 0.5 : 1, cursor: 'grab' }}>
              <Group gap={6} wrap="nowrap">
                <IconGripVertical size={16} aria-hidden style={{ flexShrink: 0 }} />
                <Text fw={600} miw={64} style={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
                  {item.code}
                </Text>
                <Text style={{ flex: 1, minWidth: 0, overflowWrap: 'break-word' }}>{item.name}</Text>
                <ActionIcon variant="subtle" aria-label={`Move ${item.code} up`} disabled={index === 0} onClick={() => setItems(moveCode(items, index, index - 1))}>
                  <IconArrowUp size={16} />
                </ActionIcon>
                <ActionIcon variant="subtle" aria-label={`Move ${item.code} down`} disabled={index === items.length - 1} onClick={() => setItems(moveCode(items, index, index + 1))}>
                  <IconArrowDown size={16} />
                </ActionIcon>
                <ActionIcon variant="subtle" color="red" aria-label={`Remove ${item.code}`} onClick={() => setItems(removeCode(items, item.id))}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Paper>
          </li>
        ))}
      </ul>
      {items.length === 0 && <Text c="dimmed">No {label.toLowerCase()} codes yet.</Text>}
      {/* Code and name share a line down to a phone's width; the button goes under them when they need the room. */}
      <Group align="flex-end" wrap="wrap" gap="sm">
        <TextInput label={`${label} code`} value={draft.code} onChange={(e) => setDraft({ ...draft, code: e.currentTarget.value })} w={120} />
        <TextInput label={`${label} name`} value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })} style={{ flex: '1 1 160px' }} />
        <Button variant="light" onClick={add} style={{ flexShrink: 0 }}>
          Add {label.toLowerCase()} code
        </Button>
      </Group>
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      <Group>
        <Button onClick={() => onSave(items)} disabled={!dirty} loading={saving}>
          Save {label.toLowerCase()} codes
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * A company's popular phase and cost codes (Company settings' tab, or staff naming companyId):
 * each list saved on its own, its button alone busy while it saves.
 */
export function PopularCodesEditors({ settings, companyId }: { settings: CompanySettings; companyId?: number }) {
  const update = useUpdateCompanySettings(companyId);
  const editor = (kind: CodeKind, key: 'popular_phase_codes' | 'popular_cost_codes') => (
    <CodeListEditor
      kind={kind}
      list={settings[key]}
      onSave={(list) => update.mutate({ [key]: list }, { onSuccess: () => showSuccessToast('Codes saved') })}
      saving={update.isPending && update.variables?.[key] !== undefined}
    />
  );
  return (
    <Stack gap="xl">
      {editor('phase', 'popular_phase_codes')}
      {editor('cost', 'popular_cost_codes')}
    </Stack>
  );
}
