import { createContext, type ReactNode, useContext } from 'react';
import { type Address, formatAddress, type Paged } from '@jobsite/core';
import { api } from '../../lib/api-client';
import { type AddressFormValues, addressFormValues } from './address-form';

export interface AddressSuggestion {
  key: string;
  label: string;
  address: AddressFormValues;
}

/**
 * Where address suggestions come from. A maps service plugs in by providing its own
 * implementation through AddressSuggestionsProvider; without one, suggestions are the
 * company's previous addresses.
 */
export interface AddressAutocompleteProvider {
  suggest(text: string, signal?: AbortSignal): Promise<AddressSuggestion[]>;
}

export const previousAddressesProvider: AddressAutocompleteProvider = {
  async suggest(text, signal) {
    const page = await api<Paged<Address>>('addresses/', { query: { search: text.trim() || undefined, page_size: 20 }, signal });
    const seen = new Set<string>();
    const out: AddressSuggestion[] = [];
    for (const a of page.results) {
      const label = formatAddress(a);
      if (seen.has(label)) continue;
      seen.add(label);
      out.push({ key: String(a.id), label: a.note ? `${a.note}: ${label}` : label, address: addressFormValues(a) });
    }
    return out;
  },
};

const ProviderContext = createContext<AddressAutocompleteProvider>(previousAddressesProvider);

export function AddressSuggestionsProvider({ provider, children }: { provider: AddressAutocompleteProvider; children: ReactNode }) {
  return <ProviderContext.Provider value={provider}>{children}</ProviderContext.Provider>;
}

export const useAddressProvider = () => useContext(ProviderContext);
