import { Autocomplete, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { normalizeCountry, ZIP_EXAMPLES } from '@jobsite/core';
import { useThrottledCallback } from '../../../lib/throttle';
import { zodValidate } from '../../../lib/zod-form';
import { type CompanyAddress, companyAddressSchema, COUNTRY_SUGGESTIONS, stateRequired } from '../lib/company-registration';

/** Step 2 of /register_company: the company's address; a state where the country needs one, a zip in the country's shape. */
export function CompanyAddressStep({ initial, onBack, onNext }: { initial: CompanyAddress; onBack: (address: CompanyAddress) => void; onNext: (address: CompanyAddress) => void }) {
  const form = useForm<CompanyAddress>({ mode: 'controlled', initialValues: initial, validate: zodValidate(companyAddressSchema) });
  const next = useThrottledCallback((values: CompanyAddress) => onNext(companyAddressSchema.parse(values)));
  return (
    <form onSubmit={form.onSubmit(next)} noValidate>
      <Stack gap="md">
        <Autocomplete label="Country" required data={COUNTRY_SUGGESTIONS} autoComplete="country-name" {...form.getInputProps('country')} />
        <TextInput label="Street address" required autoComplete="address-line1" {...form.getInputProps('Field_1')} />
        <TextInput label="Address line 2" autoComplete="address-line2" {...form.getInputProps('Field_2')} />
        <TextInput label="City" required autoComplete="address-level2" {...form.getInputProps('city')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label="State / province" required={stateRequired(form.values.country)} autoComplete="address-level1" {...form.getInputProps('state')} />
          <TextInput
            label="Zip / postal code"
            required
            placeholder={ZIP_EXAMPLES[normalizeCountry(form.values.country)]}
            autoComplete="postal-code"
            {...form.getInputProps('zip')}
          />
        </SimpleGrid>
        <Group justify="space-between">
          <Button variant="default" onClick={() => onBack(form.getValues())}>
            Back
          </Button>
          <Button type="submit">Next</Button>
        </Group>
      </Stack>
    </form>
  );
}
