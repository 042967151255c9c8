/** Clicks closer together than this are ignored (spec section 9). */
export const CLICK_THROTTLE_MS = 200;

/** Runs fn at most once per `ms`: later calls inside the window are dropped, not delayed. */
export function throttleLeading<A extends unknown[]>(fn: (...args: A) => void, ms = CLICK_THROTTLE_MS, now: () => number = Date.now): (...args: A) => void {
  let last = -Infinity;
  return (...args: A) => {
    const t = now();
    if (t - last < ms) return;
    last = t;
    fn(...args);
  };
}
