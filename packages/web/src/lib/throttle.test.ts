import { describe, expect, it } from 'vitest';
import { throttleLeading } from './throttle';

describe('click throttle', () => {
  it('drops calls within 200 ms of the last one that ran', () => {
    let now = 0;
    const calls: number[] = [];
    const f = throttleLeading((n: number) => calls.push(n), 200, () => now);
    f(1);
    now = 150;
    f(2);
    now = 200;
    f(3);
    now = 399;
    f(4);
    now = 400;
    f(5);
    expect(calls).toEqual([1, 3, 5]);
  });
});
