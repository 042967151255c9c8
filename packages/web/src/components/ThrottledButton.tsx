import { Button, type ButtonProps, type ElementProps } from '@mantine/core';
import { type MouseEvent, useMemo, useRef } from 'react';
import { CLICK_THROTTLE_MS, throttleLeading } from '../lib/throttle';

type Props = ButtonProps & ElementProps<'button', keyof ButtonProps> & { throttleMs?: number };

/** An action button that ignores clicks closer than 200 ms to the last one (double taps on a phone). */
export function ThrottledButton({ onClick, throttleMs = CLICK_THROTTLE_MS, ...rest }: Props) {
  const latest = useRef(onClick);
  latest.current = onClick;
  const throttled = useMemo(() => throttleLeading((e: MouseEvent<HTMLButtonElement>) => latest.current?.(e), throttleMs), [throttleMs]);
  return <Button {...rest} onClick={throttled} />;
}
