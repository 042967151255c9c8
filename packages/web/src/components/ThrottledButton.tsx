import { Button, type ButtonProps, type ElementProps } from '@mantine/core';
import type { MouseEvent } from 'react';
import { CLICK_THROTTLE_MS, useThrottledCallback } from '../lib/throttle';

type Props = ButtonProps & ElementProps<'button', keyof ButtonProps> & { throttleMs?: number };

/** An action button that ignores clicks closer than 200 ms to the last one (double taps on a phone). */
export function ThrottledButton({ onClick, throttleMs = CLICK_THROTTLE_MS, ...rest }: Props) {
  const throttled = useThrottledCallback((e: MouseEvent<HTMLButtonElement>) => onClick?.(e), throttleMs);
  return <Button {...rest} onClick={throttled} />;
}
