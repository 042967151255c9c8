import { describe, expect, it } from 'vitest';
import '../platform/zod-messages';
import { issuesToFieldErrors } from '../platform/zod-messages';
import { addressInputSchema } from './schemas';

const errorsOf = (input: unknown) => {
  const result = addressInputSchema.safeParse(input);
  return result.success ? null : issuesToFieldErrors(result.error.issues);
};

describe('addressInputSchema', () => {
  it('accepts a complete address and fills the defaults', () => {
    const parsed = addressInputSchema.parse({ Field_1: ' 1 Main St ', city: 'Austin', state: 'TX', zip: '78701' });
    expect(parsed).toEqual({
      note: '', Field_1: '1 Main St', Field_2: '', city: 'Austin', state: 'TX', zip: '78701', country: 'USA', type: '', work_phone: '',
    });
  });

  it('puts "Invalid zip" on the zip field', () => {
    expect(errorsOf({ Field_1: '1 Main St', city: 'Austin', state: 'TX', zip: '787' })).toEqual({ zip: ['Invalid zip'] });
  });

  it('puts "State is missing." on the state field', () => {
    expect(errorsOf({ Field_1: '1 Main St', city: 'Toronto', zip: 'M5V 3L9', country: 'Canada' })).toEqual({
      state: ['State is missing.'],
    });
  });

  it('reports an incomplete address as a whole', () => {
    expect(errorsOf({ city: 'Austin', state: 'TX', zip: '78701' })).toEqual({ non_field_errors: ['Please complete the address'] });
    expect(errorsOf({})).toEqual({ non_field_errors: ['Please complete the address'] });
  });

  it('accepts nulls for optional fields', () => {
    const parsed = addressInputSchema.parse({ Field_1: 'Hauptstr. 1', Field_2: null, city: 'Berlin', zip: '10115', country: 'Germany', state: null });
    expect(parsed).toMatchObject({ Field_2: '', state: '', country: 'Germany' });
  });

  it('normalises the stored result', () => {
    const parsed = addressInputSchema.parse({ Field_1: '1 Road', city: "Xi'an", state: 'Shanxi', zip: '710000', country: 'china' });
    expect(parsed).toMatchObject({ country: 'China', state: 'Shaanxi' });
  });

  it('rejects text that is not text', () => {
    expect(errorsOf({ Field_1: 5, city: 'Austin', state: 'TX', zip: '78701' })).toEqual({ Field_1: ['Not a valid string.'] });
  });
});
