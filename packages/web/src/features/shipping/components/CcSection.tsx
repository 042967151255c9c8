import { Button, CloseButton, Group, Pill, Text } from '@mantine/core';
import { useState } from 'react';
import type { ShippingForm } from '@jobsite/core';
import { useUpdateCc } from '../api/cc';
import { AddCcUserDialog } from '../dialogs/AddCcUserDialog';
import { snackError, snackSuccess } from '../snackbar';
import { Section } from './Section';

/** CC users: who is copied on the form's mail; added and removed while the form is editable. */
export function CcSection({ form }: { form: ShippingForm }) {
  const [adding, setAdding] = useState(false);
  const update = useUpdateCc(form.id);
  const editable = form.abilities.edit_details;
  return (
    <Section
      title="CC"
      action={
        editable && (
          <Button size="compact-sm" variant="light" onClick={() => setAdding(true)}>
            Add user to CC list
          </Button>
        )
      }
    >
      {form.cc_email.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nobody is copied.{editable ? ' Add the people who should hear about this delivery.' : ''}
        </Text>
      ) : (
        <Group gap={6} wrap="wrap">
          {form.cc_email.map((u) => (
            <Pill key={u.id} size="md">
              <Group gap={4} wrap="nowrap">
                <span title={u.email}>{u.name}</span>
                {editable && (
                  <CloseButton
                    size="xs"
                    aria-label={`Remove ${u.name} from CC`}
                    disabled={update.isPending}
                    onClick={() => update.mutate({ remove_user_id: u.id }, { onSuccess: () => snackSuccess(`${u.name} is no longer copied`), onError: (e) => snackError(e) })}
                  />
                )}
              </Group>
            </Pill>
          ))}
        </Group>
      )}
      {editable && <AddCcUserDialog form={form} opened={adding} onClose={() => setAdding(false)} />}
    </Section>
  );
}
