import { onTestFinished, vi } from 'vitest';
import { CLICK_THROTTLE_MS } from '../lib/throttle';

/**
 * Stops the clock the click throttle reads (Date; timers keep running for real) until the test
 * ends. From here a second click on a throttled button is dropped every time, however slow the
 * machine, until `passClickThrottle()` moves the clock on.
 */
export function stopClickClock(): void {
  if (vi.isFakeTimers()) return;
  vi.useFakeTimers({ toFake: ['Date'] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

/** Moves the clock past the click throttle, as a person's next click would come, without waiting for real. */
export function passClickThrottle(): void {
  stopClickClock();
  vi.advanceTimersByTime(CLICK_THROTTLE_MS);
}
