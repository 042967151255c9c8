import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLICK_THROTTLE_MS, throttle, useThrottledCallback } from './throttle';

afterEach(() => vi.useRealTimers());

describe('click throttle', () => {
  it('drops calls within 200 ms of the last accepted one', () => {
    let t = 1000;
    const fn = vi.fn();
    const throttled = throttle(fn, CLICK_THROTTLE_MS, () => t);
    throttled('a');
    t += 199;
    throttled('b');
    t += 1;
    throttled('c');
    expect(fn.mock.calls).toEqual([['a'], ['c']]);
  });

  it('the hook calls the latest callback and throttles double clicks', () => {
    vi.useFakeTimers();
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ fn }) => useThrottledCallback(fn), { initialProps: { fn: first } });
    act(() => {
      result.current();
      result.current();
    });
    expect(first).toHaveBeenCalledTimes(1);
    rerender({ fn: second });
    vi.advanceTimersByTime(CLICK_THROTTLE_MS);
    act(() => result.current());
    expect(second).toHaveBeenCalledTimes(1);
  });
});
