import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issuesToFieldErrors } from './zod-messages';

describe('validation messages', () => {
  const schema = z.object({ email: z.email(), name: z.string().min(1), count: z.number().int() });

  it('answers missing and malformed fields in the DRF field-error shape', () => {
    const result = schema.safeParse({ email: 'nope', name: '' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(issuesToFieldErrors(result.error.issues)).toEqual({
      email: ['Enter a valid email address.'],
      name: ['This field may not be blank.'],
      count: ['This field is required.'],
    });
  });

  it('puts errors about the whole body under non_field_errors', () => {
    const result = schema.safeParse('text');
    if (result.success) throw new Error('expected failure');
    expect(issuesToFieldErrors(result.error.issues)).toEqual({
      non_field_errors: ['Invalid data. Expected a dictionary.'],
    });
  });

  it('names the real bound: more than 0 is not "greater than or equal to 0", and 1.5 is not a valid integer', () => {
    const messages = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((i) => i.message);
    expect(messages(z.number().positive(), 0)).toEqual(['Ensure this value is greater than 0.']);
    expect(messages(z.number().min(0), -1)).toEqual(['Ensure this value is greater than or equal to 0.']);
    expect(messages(z.number().lt(10), 10)).toEqual(['Ensure this value is less than 10.']);
    expect(messages(z.number().int(), 1.5)).toEqual(['A valid integer is required.']);
    expect(messages(z.number(), 'x')).toEqual(['A valid number is required.']);
  });

  it('says a choice left out is required and what may be chosen, not \'"undefined" is not a valid choice.\'', () => {
    const kind = z.object({ kind: z.enum(['master', 'price_file']) });
    expect(issuesToFieldErrors(kind.safeParse({}).error!.issues)).toEqual({ kind: ['This field is required. Choose master or price_file.'] });
    expect(issuesToFieldErrors(kind.safeParse({ kind: 'all' }).error!.issues)).toEqual({ kind: ['"all" is not a valid choice.'] });
    expect(z.enum(['a', 'b', 'c']).safeParse(undefined).error?.issues[0].message).toBe('This field is required. Choose a, b or c.');
  });

  it('keeps a message a schema gives itself', () => {
    const login = z.object({ email: z.string({ error: 'Please Enter Email' }).min(1, 'Please Enter Email') });
    const result = login.safeParse({});
    if (result.success) throw new Error('expected failure');
    expect(issuesToFieldErrors(result.error.issues)).toEqual({ email: ['Please Enter Email'] });
  });
});
