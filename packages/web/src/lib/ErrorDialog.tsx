import { Anchor, Button, Group, List, Modal } from '@mantine/core';
import type { ErrorDialogEntry } from '@jobsite/core';

/** The error dialog of spec section 8: a list of errors, some with a link to act on (opened through openErrorDialog). */
export default function ErrorDialog({ errors, onClose }: { errors: ErrorDialogEntry[]; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title="Something needs your attention" centered>
      <List spacing="xs">
        {errors.map((e, i) => (
          <List.Item key={i}>
            {e.action_url ? (
              <Anchor href={e.action_url} onClick={onClose}>
                {e.message}
              </Anchor>
            ) : (
              e.message
            )}
          </List.Item>
        ))}
      </List>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>OK</Button>
      </Group>
    </Modal>
  );
}
