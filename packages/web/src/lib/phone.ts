/** Countries whose numbers follow the North American plan and are shown as (303) 555-0142 (spec section 9). */
const NANP_COUNTRIES = new Set(['usa', 'us', 'united states', 'canada', 'ca']);

export function usesNorthAmericanFormat(country: string | null | undefined): boolean {
  return NANP_COUNTRIES.has((country ?? 'USA').trim().toLowerCase());
}

/**
 * Formats a phone number as the user types it, for USA and Canada:
 * "3035550142" → "(303) 555-0142", partial input formatted as far as it goes.
 * International numbers (leading +), extensions and other countries are left as typed.
 */
export function formatPhone(input: string, country: string | null | undefined = 'USA'): string {
  if (!usesNorthAmericanFormat(country)) return input;
  const trimmed = input.trim();
  if (trimmed.startsWith('+') || /[a-wyz]/i.test(trimmed)) return input;
  let digits = trimmed.replace(/\D/g, '');
  // A leading country code 1 is dropped: it is implied for USA and Canada.
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length > 10) return input;
  if (digits.length === 0) return '';
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
