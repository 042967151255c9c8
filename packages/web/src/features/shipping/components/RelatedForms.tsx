import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ShippingForm } from '@jobsite/core';
import { ShippingStatusBadge } from '../../../components/shipping/ShippingStatusBadge';
import { paths } from '../../../config/paths';
import { Section } from './Section';

type FormRef = ShippingForm['return_forms'][number];

function FormLinks({ label, forms }: { label: string; forms: FormRef[] }) {
  if (forms.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {forms.map((f) => (
        <Group key={f.id} gap="xs">
          <Anchor component={Link} to={paths.shippingForm(f.id)} size="sm" fw={600}>
            {f.number}
          </Anchor>
          <ShippingStatusBadge status={f.status} size="sm" />
        </Group>
      ))}
    </Stack>
  );
}

/** The form's family: what it returns, its return forms, and the other forms of the same request. */
export function RelatedForms({ form, action }: { form: ShippingForm; action?: ReactNode }) {
  // a return of this form is also a form of its request: list it once, as a return
  const family = new Set([form.return_of?.id, ...form.return_forms.map((f) => f.id)]);
  const siblings = form.sibling_forms.filter((f) => !family.has(f.id));
  const none = !form.return_of && form.return_forms.length === 0 && siblings.length === 0;
  if (none && !action) return null;
  return (
    <Section title="Returns and other forms" action={action}>
      {none && (
        <Text size="sm" c="dimmed">
          No return or other form yet.
        </Text>
      )}
      <FormLinks label="Return of" forms={form.return_of ? [form.return_of] : []} />
      <FormLinks label="Return forms" forms={form.return_forms} />
      <FormLinks label={`Other forms of ${form.tool_request?.number ?? 'the request'}`} forms={siblings} />
    </Section>
  );
}
