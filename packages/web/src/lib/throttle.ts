import { useCallback, useRef } from 'react';

/** Click throttle of spec section 9: a second click within 200 ms does nothing. */
export const CLICK_THROTTLE_MS = 200;

/** Calls `fn` at most once per `waitMs`; calls in between are dropped, not delayed. */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, waitMs = CLICK_THROTTLE_MS, now: () => number = Date.now): (...args: A) => void {
  let last = -Infinity;
  return (...args: A) => {
    const t = now();
    if (t - last < waitMs) return;
    last = t;
    fn(...args);
  };
}

/** A click gate: answers true (and starts the wait) when a click may run now, false within `waitMs` of the last one that ran. */
export function useClickGate(waitMs = CLICK_THROTTLE_MS): () => boolean {
  const last = useRef(-Infinity);
  return useCallback(() => {
    const t = Date.now();
    if (t - last.current < waitMs) return false;
    last.current = t;
    return true;
  }, [waitMs]);
}

/** The hook form of `throttle` for action buttons and form submits; always calls the latest `fn`. */
export function useThrottledCallback<A extends unknown[]>(fn: (...args: A) => void, waitMs = CLICK_THROTTLE_MS): (...args: A) => void {
  const latest = useRef(fn);
  latest.current = fn;
  const pass = useClickGate(waitMs);
  return useCallback(
    (...args: A) => {
      if (pass()) latest.current(...args);
    },
    [pass],
  );
}
