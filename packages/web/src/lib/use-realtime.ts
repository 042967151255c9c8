import { useEffect, useRef } from 'react';
import type { RealtimeEvent } from '@jobsite/core';
import { realtime } from './realtime';

/** Calls the listener with every pushed event while the component is mounted. */
export function useRealtimeEvents(listener: (event: RealtimeEvent) => void, enabled = true): void {
  const ref = useRef(listener);
  ref.current = listener;
  useEffect(() => (enabled ? realtime.subscribe((e) => ref.current(e)) : undefined), [enabled]);
}

/** Calls back each time the socket (re)connects: time to refetch what may have been missed. */
export function useRealtimeConnected(onConnected: () => void): void {
  const ref = useRef(onConnected);
  ref.current = onConnected;
  useEffect(() => realtime.onStatus((up) => up && ref.current()), []);
}
