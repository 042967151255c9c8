import { describe, expect, it } from 'vitest';
import { isCommonPassword, isSessionAlive, needsPhoneForCodes, normalizeAuthCode } from './rules';
import { registerAccountBody, resendValidationBody, resetPasswordBody } from './schemas';

describe('account rules', () => {
  it('keeps only digits of an authentication code and cuts it to the code length', () => {
    expect(normalizeAuthCode('12a3-45 678')).toBe('123456');
    expect(normalizeAuthCode('1234', 4)).toBe('1234');
    expect(normalizeAuthCode('98765432', 4)).toBe('9876');
  });

  it('treats a session as alive only before its expiry date', () => {
    const now = Date.parse('2026-11-22T00:00:00Z');
    expect(isSessionAlive('2026-11-23T00:00:00Z', now)).toBe(true);
    expect(isSessionAlive('2026-11-21T00:00:00Z', now)).toBe(false);
    expect(isSessionAlive(null, now)).toBe(false);
    expect(isSessionAlive('not a date', now)).toBe(false);
  });
});

describe('common passwords', () => {
  it('recognises well-known passwords whatever their case', () => {
    expect(isCommonPassword('password123')).toBe(true);
    expect(isCommonPassword('PassWord123')).toBe(true);
    expect(isCommonPassword('12345678')).toBe(true);
    expect(isCommonPassword('qwertyuiop')).toBe(true);
  });

  it('lets an uncommon password through', () => {
    expect(isCommonPassword('correct-horse-battery')).toBe(false);
    expect(isCommonPassword('demo-pass-2026')).toBe(false);
  });

  it('refuses a common password in every payload that sets one', () => {
    const reset = resetPasswordBody.safeParse({ email: 'a@b.test', email_verification_code: 'x', new_password: 'Password123' });
    expect(reset.success).toBe(false);
    expect(reset.error?.issues[0].message).toBe('This password is too common.');
    const register = registerAccountBody.safeParse({ first_name: 'A', last_name: 'B', company: 1, email: 'a@b.test', password: 'iloveyou' });
    expect(register.error?.issues.map((i) => i.message)).toEqual(['This password is too common.']);
  });

  it('refuses passwords shorter than 8 or longer than 128 characters', () => {
    const base = { email: 'a@b.test', email_verification_code: 'x' };
    expect(resetPasswordBody.safeParse({ ...base, new_password: 'short-1' }).success).toBe(false);
    expect(resetPasswordBody.safeParse({ ...base, new_password: 'x'.repeat(129) }).success).toBe(false);
    expect(resetPasswordBody.safeParse({ ...base, new_password: 'x'.repeat(64) + 'y' }).success).toBe(true);
  });
});

describe('registration and verification payloads', () => {
  it('lower-cases the email', () => {
    const r = registerAccountBody.parse({ first_name: 'A', last_name: 'B', company: 1, email: ' Mixed@Case.TEST ', password: 'correct-horse-battery' });
    expect(r.email).toBe('mixed@case.test');
  });

  it('needs a user email or id to resend the validation email', () => {
    expect(resendValidationBody.safeParse({}).success).toBe(false);
    expect(resendValidationBody.safeParse({ user_id: 3 }).success).toBe(true);
  });
});

describe('phone for text codes', () => {
  it('needs a phone only for text delivery under two-way authentication', () => {
    expect(needsPhoneForCodes({ twoWayAuthenticationEnabled: true, deliveryMethod: 'text', phones: ['', undefined] })).toBe(true);
    expect(needsPhoneForCodes({ twoWayAuthenticationEnabled: true, deliveryMethod: 'text', phones: ['(303) 555-0100'] })).toBe(false);
    expect(needsPhoneForCodes({ twoWayAuthenticationEnabled: true, deliveryMethod: 'email', phones: [] })).toBe(false);
    expect(needsPhoneForCodes({ twoWayAuthenticationEnabled: false, deliveryMethod: 'text', phones: [] })).toBe(false);
  });
});
