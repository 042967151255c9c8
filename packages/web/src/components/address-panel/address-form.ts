import { type Address, addressMessageField, checkAddress, DEFAULT_COUNTRY, formatAddress, messages } from '@jobsite/core';
import { handleApiError } from '../../lib/handle-api-error';

/** What the address panel edits; sent as the body of any address field of the API. */
export interface AddressFormValues {
  note: string;
  Field_1: string;
  Field_2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

export type AddressErrors = Partial<Record<'Field_1' | 'city' | 'state' | 'zip' | 'country' | 'address', string>>;

export function emptyAddress(country = DEFAULT_COUNTRY): AddressFormValues {
  return { note: '', Field_1: '', Field_2: '', city: '', state: '', zip: '', country };
}

export function addressFormValues(a: Partial<Address> | null | undefined): AddressFormValues {
  const e = emptyAddress();
  if (!a) return e;
  return {
    note: a.note ?? '',
    Field_1: a.Field_1 ?? '',
    Field_2: a.Field_2 ?? '',
    city: a.city ?? '',
    state: a.state ?? '',
    zip: a.zip ?? '',
    country: a.country || e.country,
  };
}

/**
 * The core rules as the panel shows them: "Invalid zip" under zip, "State is missing."
 * under state, "Please complete the address" above the panel and under each empty field.
 */
export function validateAddress(values: AddressFormValues): AddressErrors {
  const message = checkAddress(values);
  if (!message) return {};
  const field = addressMessageField(message);
  if (field) return { [field]: message };
  const errors: AddressErrors = { address: messages.completeAddress };
  if (!values.Field_1.trim()) errors.Field_1 = messages.completeAddress;
  if (!values.city.trim()) errors.city = messages.completeAddress;
  if (!values.country.trim()) errors.country = messages.completeAddress;
  return errors;
}

/** Server field errors of an address ({"address.zip": [...]} or {"zip": [...]}) for the panel. */
export function addressErrorsFromServer(body: unknown, prefix = ''): AddressErrors {
  if (!body || typeof body !== 'object') return {};
  const out: AddressErrors = {};
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    const messagesOf = Array.isArray(value) ? value.join(' ') : String(value);
    const name = prefix ? (key === prefix ? 'address' : key.startsWith(`${prefix}.`) ? key.slice(prefix.length + 1) : null) : key === 'non_field_errors' ? 'address' : key;
    if (name && ['Field_1', 'city', 'state', 'zip', 'country', 'address'].includes(name)) out[name as keyof AddressErrors] = messagesOf;
  }
  return out;
}

const ADDRESS_FIELDS = ['Field_1', 'city', 'state', 'zip', 'country'] as const;

/**
 * A refused save of a form that holds an address: each field error goes on its field once,
 * the address's on the panel ({"address.zip": [...]} under zip) and `fields` on the form's
 * own inputs; a toast only for errors that belong to no field, and for any other failure.
 * The errors found replace those shown before.
 */
export function showAddressFormErrors(
  error: unknown,
  opts: { prefix: string; fields?: readonly string[]; setAddressErrors: (errors: AddressErrors) => void; setFieldErrors?: (errors: Record<string, string>) => void },
): void {
  const panelKeys = opts.prefix ? [opts.prefix, ...ADDRESS_FIELDS.map((f) => `${opts.prefix}.${f}`)] : ['non_field_errors', ...ADDRESS_FIELDS];
  const own = opts.setFieldErrors ? (opts.fields ?? []) : [];
  const address: AddressErrors = {};
  const fields: Record<string, string> = {};
  handleApiError(error, {
    form: {
      values: Object.fromEntries([...panelKeys, ...own].map((k) => [k, true])),
      setFieldError: (key, message) => {
        if (panelKeys.includes(key)) Object.assign(address, addressErrorsFromServer({ [key]: message }, opts.prefix));
        else fields[key] = message;
      },
    },
  });
  opts.setAddressErrors(address);
  opts.setFieldErrors?.(fields);
}

export const addressLine = (a: Partial<AddressFormValues>) => formatAddress(a);
