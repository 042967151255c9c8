import { describe, expect, it } from 'vitest';
import { localDay, localMoment } from './dates';

describe('localDay', () => {
  it('gives the local calendar day, zero-padded, of a Date and of its ISO timestamp', () => {
    const lateEvening = new Date(2026, 0, 5, 23, 30);
    expect(localDay(lateEvening)).toBe('2026-01-05');
    expect(localDay(lateEvening.toISOString())).toBe('2026-01-05');
    expect(localDay(new Date(2026, 10, 26, 0, 0, 1))).toBe('2026-11-26');
  });

  it('is today when given nothing', () => {
    const now = new Date();
    expect(localDay()).toBe(`${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`);
  });
});

describe('localMoment', () => {
  it('gives the local day and a 12-hour time to the minute', () => {
    expect(localMoment(new Date(2026, 10, 26, 18, 38, 59))).toBe('2026-11-26 6:38 PM');
    expect(localMoment(new Date(2026, 10, 26, 0, 5))).toBe('2026-11-26 12:05 AM');
    expect(localMoment(new Date(2026, 10, 26, 12, 0))).toBe('2026-11-26 12:00 PM');
    expect(localMoment(new Date(2026, 0, 2, 9, 7).toISOString())).toBe('2026-01-02 9:07 AM');
  });
});
