import { Button, Group, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { ResponsiveModal } from './ResponsiveModal';
import { ThrottledButton } from './ThrottledButton';

interface Props {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The form's submit handler, e.g. mantine's `form.onSubmit(...)`. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving?: boolean;
  saveLabel: string;
  /** Leave the checks to the form's own validation instead of the browser's (fields marked required). */
  noValidate?: boolean;
  /** The fields. */
  children: ReactNode;
}

/**
 * The one edit dialog of the settings sections: a form of fields in a ResponsiveModal (full
 * screen on a phone), with Cancel and a throttled submit button, so a double tap saves once.
 */
export function EditDialog({ opened, onClose, title, onSubmit, saving = false, saveLabel, noValidate, children }: Props) {
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title={title}>
      <form onSubmit={onSubmit} noValidate={noValidate}>
        <Stack>
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <ThrottledButton type="submit" loading={saving}>
              {saveLabel}
            </ThrottledButton>
          </Group>
        </Stack>
      </form>
    </ResponsiveModal>
  );
}
