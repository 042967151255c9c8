import { describe, expect, it } from 'vitest';
import { RealtimeClient } from './realtime';

class FakeSocket {
  onopen: (() => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  close() {
    this.closed = true;
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const client = new RealtimeClient({
    url: 'ws://test/checkin/V1',
    createSocket: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s as unknown as WebSocket;
    },
    setTimer: (fn, ms) => timers.push({ fn, ms }),
    clearTimer: () => {},
  });
  return { client, sockets, timers };
}

describe('the realtime client', () => {
  it('opens with the first listener and passes on valid events only', () => {
    const { client, sockets } = setup();
    const got: unknown[] = [];
    client.subscribe((e) => got.push(e));
    expect(sockets).toHaveLength(1);
    sockets[0].onmessage?.({ data: JSON.stringify({ type: 'version', version: '1' }) });
    sockets[0].onmessage?.({ data: 'not json' });
    sockets[0].onmessage?.({ data: JSON.stringify({ type: 'bogus' }) });
    expect(got).toEqual([{ type: 'version', version: '1' }]);
  });

  it('reconnects with doubling delays capped at 300000 ms, and starts over once connected', () => {
    const { client, sockets, timers } = setup();
    client.subscribe(() => {});
    for (let i = 0; i < 12; i++) {
      sockets.at(-1)!.onclose?.();
      timers.at(-1)!.fn();
    }
    const delays = timers.map((t) => t.ms);
    expect(delays.every((d, i) => i === 0 || d >= delays[i - 1] * 0.8 || d >= 240_000)).toBe(true);
    expect(Math.max(...delays)).toBeLessThanOrEqual(300_000);
    expect(delays.at(-1)).toBeGreaterThan(200_000);
    sockets.at(-1)!.onopen?.();
    sockets.at(-1)!.onclose?.();
    expect(timers.at(-1)!.ms).toBeLessThanOrEqual(1000);
  });

  it('closes the socket after the last listener leaves and does not reconnect', () => {
    const { client, sockets, timers } = setup();
    const off = client.subscribe(() => {});
    off();
    expect(sockets[0].closed).toBe(true);
    expect(timers).toHaveLength(0);
  });

  it('reports connection changes', () => {
    const { client, sockets } = setup();
    const states: boolean[] = [];
    client.onStatus((s) => states.push(s));
    client.subscribe(() => {});
    sockets[0].onopen?.();
    sockets[0].onclose?.();
    expect(states).toEqual([true, false]);
  });
});
