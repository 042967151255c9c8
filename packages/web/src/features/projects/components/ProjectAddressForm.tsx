import { Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { addressInputSchema, DEFAULT_COUNTRY, KNOWN_COUNTRIES, type Project, requiresState, statesOf } from '@jobsite/core';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';
import { useUpdateProjectAddress } from '../api/update-project-address';
import { zodValidate } from '../zod-form';

const empty = { Field_1: '', Field_2: '', city: '', state: '', zip: '', country: DEFAULT_COUNTRY };

/**
 * The project's address, validated with addressInputSchema (the companies issue's rules
 * and messages: "Please complete the address", "Invalid zip", "State is missing.").
 * The shared address panel replaces this form once it lands in components/.
 */
export function ProjectAddressForm({ project }: { project: Project }) {
  const a = project.address;
  const form = useForm({
    initialValues: a ? { Field_1: a.Field_1, Field_2: a.Field_2, city: a.city, state: a.state, zip: a.zip, country: a.country || DEFAULT_COUNTRY } : empty,
    validate: zodValidate(addressInputSchema),
  });
  const save = useUpdateProjectAddress();
  const states = statesOf(form.values.country);
  const submit = form.onSubmit((value) =>
    save.mutate(
      { project_id: project.id, action: project.address ? 'update' : 'create', value },
      {
        onSuccess: () => showSuccessToast('Address saved'),
        onError: (err) => handleApiError(err, { form: { values: form.values, setFieldError: (f, e) => form.setFieldError(f.replace(/^value\./, ''), e) } }),
      },
    ),
  );
  return (
    <Card withBorder>
      <form onSubmit={submit} noValidate aria-label="Project address">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Address
          </Title>
          {form.errors.form && (
            <Text c="red" size="sm" role="alert">
              {form.errors.form}
            </Text>
          )}
          <Select
            label="Country"
            searchable
            data={[...KNOWN_COUNTRIES]}
            value={form.values.country}
            onChange={(v) => form.setValues({ country: v ?? DEFAULT_COUNTRY, state: '' })}
            allowDeselect={false}
          />
          <TextInput label="Street address" {...form.getInputProps('Field_1')} />
          <TextInput label="Address line 2" {...form.getInputProps('Field_2')} />
          <Group grow align="start">
            <TextInput label="City" {...form.getInputProps('city')} />
            {states ? (
              <Select label="State" searchable data={[...states]} required={requiresState(form.values.country)} {...form.getInputProps('state')} />
            ) : (
              <TextInput label="State" required={requiresState(form.values.country)} {...form.getInputProps('state')} />
            )}
            <TextInput label="Zip" {...form.getInputProps('zip')} />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Save address
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
