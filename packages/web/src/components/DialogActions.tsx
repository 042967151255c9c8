import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { ThrottledButton } from './ThrottledButton';

/** The foot of an edit dialog: Cancel, and the throttled save button (spinning while it saves). */
export function DialogActions({
  onCancel,
  onSave,
  saving = false,
  saveLabel = 'Save',
  disabled = false,
}: {
  onCancel: () => void;
  onSave: () => void;
  saving?: boolean;
  saveLabel?: ReactNode;
  disabled?: boolean;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <ThrottledButton onClick={onSave} loading={saving} disabled={disabled}>
        {saveLabel}
      </ThrottledButton>
    </Group>
  );
}
