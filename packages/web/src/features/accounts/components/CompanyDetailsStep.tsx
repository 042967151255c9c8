import { Button, Group, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useThrottledCallback } from '../../../lib/throttle';
import { zodValidate } from '../../../lib/zod-form';
import { type CompanyDetails, companyDetailsSchema } from '../lib/company-registration';

/** Step 1 of /register_company: who the company is. */
export function CompanyDetailsStep({ initial, onNext }: { initial: CompanyDetails; onNext: (details: CompanyDetails) => void }) {
  const form = useForm<CompanyDetails>({ mode: 'controlled', initialValues: initial, validate: zodValidate(companyDetailsSchema) });
  const next = useThrottledCallback((values: CompanyDetails) => onNext({ ...values, name: values.name.trim(), website_URL: values.website_URL.trim(), type: values.type.trim() }));
  return (
    <form onSubmit={form.onSubmit(next)} noValidate>
      <Stack gap="md">
        <TextInput label="Company name" required autoComplete="organization" {...form.getInputProps('name')} />
        <TextInput label="Website" placeholder="www.example.com" autoComplete="url" {...form.getInputProps('website_URL')} />
        <TextInput label="Trade" placeholder="e.g. Electrical" {...form.getInputProps('type')} />
        <Textarea label="Description" rows={3} {...form.getInputProps('description')} />
        <Radio.Group label="Your company is a" required {...form.getInputProps('system_type')}>
          <Stack gap="xs" mt="xs">
            <Radio value="buyer" label="Contractor (buyer)" />
            <Radio value="seller" label="Supplier or distributor (seller)" />
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button type="submit">Next</Button>
        </Group>
      </Stack>
    </form>
  );
}
