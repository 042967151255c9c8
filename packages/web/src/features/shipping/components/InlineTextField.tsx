import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';

/**
 * A text of the form edited in place (tracking number, instructions): the value as text when
 * it cannot change; an input with Save (only once it differs) when it can.
 */
export function InlineTextField({
  label,
  value,
  editable,
  multiline = false,
  saving,
  empty,
  onSave,
}: {
  label: string;
  value: string;
  editable: boolean;
  multiline?: boolean;
  saving: boolean;
  empty: string;
  onSave: (value: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  if (!editable) {
    return (
      <Stack gap={0}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} c={value ? undefined : 'dimmed'}>
          {value || empty}
        </Text>
      </Stack>
    );
  }
  const dirty = draft.trim() !== value.trim();
  const input = multiline ? (
    <Textarea label={label} autosize minRows={2} maxRows={8} value={draft} onChange={(e) => setDraft(e.currentTarget.value)} style={{ flex: 1 }} />
  ) : (
    <TextInput label={label} value={draft} onChange={(e) => setDraft(e.currentTarget.value)} style={{ flex: 1, minWidth: 0 }} />
  );
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      {input}
      {dirty && (
        <Button size="sm" loading={saving} onClick={() => onSave(draft.trim())} aria-label={`Save ${label}`}>
          Save
        </Button>
      )}
    </Group>
  );
}
