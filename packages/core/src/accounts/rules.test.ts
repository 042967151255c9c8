import { describe, expect, it } from 'vitest';
import { isSessionAlive, normalizeAuthCode } from './rules';

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
