import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { ThrottledButton } from '../../../components/ThrottledButton';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';
import { useContactUs } from '../api/contact-us';

/** Contact us (top bar): a message to the support team. */
export function ContactUsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const send = useContactUs();
  const form = useForm({
    initialValues: { subject: '', message: '' },
    validate: {
      subject: (v) => (v.trim() ? null : 'Please enter a subject'),
      message: (v) => (v.trim() ? null : 'Please enter a message'),
    },
  });
  const submit = form.onSubmit((values) =>
    send.mutate(values, {
      onSuccess: (res) => {
        showSuccessToast(res.detail);
        form.reset();
        onClose();
      },
      onError: (err) => handleApiError(err, { form }),
    }),
  );
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Contact us" size="md">
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label="Subject" required maxLength={200} {...form.getInputProps('subject')} data-autofocus />
          <Textarea label="Message" required autosize minRows={5} maxLength={5000} {...form.getInputProps('message')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <ThrottledButton type="submit" loading={send.isPending}>
              Send
            </ThrottledButton>
          </Group>
        </Stack>
      </form>
    </ResponsiveModal>
  );
}
