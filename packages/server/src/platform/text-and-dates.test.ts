import { describe, expect, it } from 'vitest';
import { isoTimestamp } from './text-and-dates';

describe('isoTimestamp', () => {
  it('writes what Date.toISOString writes, for every form PostgreSQL gives a timestamp in', () => {
    const texts = [
      '2026-11-27T16:24:37.681534+00:00',
      '2026-11-27T16:24:37.999999+00:00',
      '2026-11-27T16:24:37.5+00:00',
      '2026-11-27T16:24:37.05+00:00',
      '2026-11-27T16:24:37.000001+00:00',
      '2026-11-27T16:24:37+00:00',
      '2026-01-01T00:00:00+00:00',
      // another session time zone: through Date
      '2026-11-27T17:24:37.681534+01:00',
      '2026-11-27T21:54:37.68+05:30',
    ];
    for (const text of texts) expect(isoTimestamp(text), text).toBe(new Date(text).toISOString());
    expect(isoTimestamp('2026-11-27T16:24:37.681534+00:00')).toBe('2026-11-27T16:24:37.681Z');
    const date = new Date(Date.UTC(2026, 10, 27, 16, 24, 37, 681));
    expect(isoTimestamp(date)).toBe('2026-11-27T16:24:37.681Z');
  });

  it('refuses what is no timestamp, as Date does', () => {
    expect(() => isoTimestamp('infinity')).toThrow(RangeError);
    expect(() => isoTimestamp('2026-11-27T16:24:37.123+00')).toThrow(RangeError);
  });
});
