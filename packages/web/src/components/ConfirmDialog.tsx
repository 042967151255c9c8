import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ResponsiveModal } from './ResponsiveModal';
import { ThrottledButton } from './ThrottledButton';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  loading?: boolean;
  danger?: boolean;
  /** The button that leaves without acting; name it when the action is itself a cancel (Keep form beside Cancel form). */
  cancelLabel?: string;
}

/** Asks before an action that cannot be undone. */
export function ConfirmDialog({ opened, title, message, confirmLabel, onConfirm, onClose, loading, danger = true, cancelLabel = 'Cancel' }: ConfirmDialogProps) {
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title={title} size="sm">
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {cancelLabel}
        </Button>
        <ThrottledButton color={danger ? 'red' : undefined} loading={loading} onClick={onConfirm}>
          {confirmLabel}
        </ThrottledButton>
      </Group>
    </ResponsiveModal>
  );
}

/** Attachment delete confirm (spec section 2): names the file and deletes only on confirmation. */
export function AttachmentDeleteConfirm(props: { opened: boolean; fileName: string; onConfirm: () => void; onClose: () => void; loading?: boolean }) {
  return (
    <ConfirmDialog
      opened={props.opened}
      onClose={props.onClose}
      onConfirm={props.onConfirm}
      loading={props.loading}
      title="Delete attachment"
      message={
        <>
          Delete <strong>{props.fileName}</strong>? This cannot be undone.
        </>
      }
      confirmLabel="Delete"
    />
  );
}
