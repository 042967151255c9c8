import { Alert, Autocomplete, Group, Select, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { KNOWN_COUNTRIES, requiresState, statesOf, ZIP_EXAMPLES } from '@jobsite/core';
import type { AddressErrors, AddressFormValues } from './address-form';
import { useAddressProvider } from './suggestions';

export interface AddressPanelProps {
  value: AddressFormValues;
  onChange(value: AddressFormValues): void;
  errors?: AddressErrors;
  /** Shows the note field ("Toronto job site"). */
  withNote?: boolean;
  /** Offers the list of previous addresses to pick from. */
  withPrevious?: boolean;
  label?: string;
}

/**
 * Country, state and zip form with the core country rules, plus the company's previous
 * addresses to pick from. Used by registration, projects, shipping forms and settings.
 */
export function AddressPanel({ value, onChange, errors = {}, withNote = false, withPrevious = true, label = 'Address' }: AddressPanelProps) {
  const provider = useAddressProvider();
  const [street, setStreet] = useState('');
  const set = (patch: Partial<AddressFormValues>) => onChange({ ...value, ...patch });
  const states = statesOf(value.country);
  const stateRequired = requiresState(value.country);

  const suggestions = useQuery({
    queryKey: ['address-suggestions', provider, street],
    queryFn: ({ signal }) => provider.suggest(street, signal),
    enabled: street.trim().length > 2,
    staleTime: 60_000,
    meta: { handlesErrors: true },
  });
  const previous = useQuery({
    queryKey: ['address-suggestions', provider, ''],
    queryFn: ({ signal }) => provider.suggest('', signal),
    enabled: withPrevious,
    staleTime: 60_000,
    meta: { handlesErrors: true },
  });

  const pick = (key: string | null, from: typeof previous.data) => {
    const found = from?.find((s) => s.key === key);
    if (found) onChange({ ...found.address, note: withNote ? found.address.note : value.note });
  };

  return (
    <Stack gap="xs" role="group" aria-label={label}>
      {errors.address && (
        <Alert color="red" variant="light" role="alert">
          {errors.address}
        </Alert>
      )}
      {withPrevious && (previous.data?.length ?? 0) > 0 && (
        <Select
          label="Previous addresses"
          placeholder="Pick a previous address"
          data={(previous.data ?? []).map((s) => ({ value: s.key, label: s.label }))}
          value={null}
          onChange={(key) => pick(key, previous.data)}
          searchable
          clearable
        />
      )}
      {withNote && <TextInput label="Name" description="How this address shows in lists" value={value.note} onChange={(e) => set({ note: e.currentTarget.value })} />}
      <Select
        label="Country"
        data={[...new Set([...KNOWN_COUNTRIES, value.country].filter(Boolean))]}
        value={value.country}
        onChange={(country) => set({ country: country ?? '', state: '' })}
        searchable
        allowDeselect={false}
        error={errors.country}
        required
      />
      <Autocomplete
        label="Street address"
        value={value.Field_1}
        onChange={(text) => {
          setStreet(text);
          const chosen = suggestions.data?.find((s) => s.label === text);
          if (chosen) onChange({ ...chosen.address, note: value.note });
          else set({ Field_1: text });
        }}
        data={(suggestions.data ?? []).map((s) => s.label)}
        error={errors.Field_1}
        required
      />
      <TextInput label="Address line 2" value={value.Field_2} onChange={(e) => set({ Field_2: e.currentTarget.value })} />
      <Group grow align="flex-start">
        <TextInput label="City" value={value.city} onChange={(e) => set({ city: e.currentTarget.value })} error={errors.city} required />
        {states ? (
          <Select label="State" data={[...states]} value={value.state || null} onChange={(s) => set({ state: s ?? '' })} searchable error={errors.state} required={stateRequired} />
        ) : (
          <TextInput label="State" value={value.state} onChange={(e) => set({ state: e.currentTarget.value })} error={errors.state} required={stateRequired} />
        )}
        <TextInput
          label="Zip"
          value={value.zip}
          placeholder={ZIP_EXAMPLES[value.country] ?? ''}
          onChange={(e) => set({ zip: e.currentTarget.value })}
          error={errors.zip}
        />
      </Group>
    </Stack>
  );
}
