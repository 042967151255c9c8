import { Anchor, Button, Group, List, Modal } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import type { ErrorDialogEntry } from '@jobsite/core';

/** The error dialog of spec section 8: a list of errors, some with a link to act on. */
let current: ErrorDialogEntry[] | null = null;
const listeners = new Set<() => void>();

export function openErrorDialog(errors: ErrorDialogEntry[]): void {
  current = errors;
  listeners.forEach((l) => l());
}

function closeErrorDialog(): void {
  current = null;
  listeners.forEach((l) => l());
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function ErrorDialogHost() {
  const errors = useSyncExternalStore(subscribe, () => current);
  return (
    <Modal opened={errors !== null} onClose={closeErrorDialog} title="Something needs your attention" centered>
      <List spacing="xs">
        {(errors ?? []).map((e, i) => (
          <List.Item key={i}>
            {e.action_url ? (
              <Anchor href={e.action_url} onClick={closeErrorDialog}>
                {e.message}
              </Anchor>
            ) : (
              e.message
            )}
          </List.Item>
        ))}
      </List>
      <Group justify="flex-end" mt="md">
        <Button onClick={closeErrorDialog}>OK</Button>
      </Group>
    </Modal>
  );
}
