import { describe, expect, it } from 'vitest';
import { MAX_RECONNECT_MS, realtimeEventSchema, reconnectDelay } from './realtime';

describe('websocket reconnect backoff', () => {
  it('doubles from one second', () => {
    const noJitter = () => 0;
    expect([0, 1, 2, 3, 4].map((a) => reconnectDelay(a, noJitter))).toEqual([1000, 2000, 4000, 8000, 16000]);
  });

  it('never waits longer than 300000 ms, however many attempts failed', () => {
    expect(reconnectDelay(9, () => 0)).toBe(MAX_RECONNECT_MS);
    expect(reconnectDelay(1000, () => 0)).toBe(300_000);
  });

  it('takes up to a fifth off as jitter', () => {
    expect(reconnectDelay(2, () => 1)).toBe(3200);
    expect(reconnectDelay(50, () => 0.5)).toBe(270_000);
  });
});

describe('realtime events', () => {
  it('accepts the events the server pushes and refuses others', () => {
    expect(realtimeEventSchema.safeParse({ type: 'version', version: '0.1.0+abc' }).success).toBe(true);
    expect(
      realtimeEventSchema.safeParse({ type: 'notification', unread_count: 2, notification: { id: 1, content: 'x', link: '', read: false, created: '2026-01-01T00:00:00Z' } }).success,
    ).toBe(true);
    expect(realtimeEventSchema.safeParse({ type: 'shout' }).success).toBe(false);
  });
});
