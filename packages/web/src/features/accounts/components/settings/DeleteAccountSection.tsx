import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { paths } from '../../../../config/paths';
import { clearSession } from '../../../../lib/session';
import { useThrottledCallback } from '../../../../lib/throttle';
import { useDeleteAccount } from '../../api/delete-account';

/** Delete account, after a confirmation: the account is deactivated and signed out everywhere. */
export function DeleteAccountSection({ accountId }: { accountId: number }) {
  const [opened, { open, close }] = useDisclosure(false);
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const confirm = useThrottledCallback(() =>
    remove.mutate(accountId, {
      onSuccess: () => {
        clearSession({ signedOut: true });
        void navigate(paths.root(), { replace: true });
      },
    }),
  );
  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm">Deleting your account signs you out everywhere. You will not be able to sign in with it again.</Text>
      <Button color="red" variant="outline" onClick={open}>
        Delete account
      </Button>
      <Modal opened={opened} onClose={close} title="Delete your account?" centered>
        <Stack gap="md">
          <Text size="sm">This cannot be undone by you. Your company administrator would have to restore it.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button color="red" onClick={confirm} loading={remove.isPending}>
              Delete my account
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
