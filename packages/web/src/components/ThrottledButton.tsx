import { Button, type ButtonProps, type ElementProps } from '@mantine/core';
import type { MouseEvent } from 'react';
import { CLICK_THROTTLE_MS, useClickGate } from '../lib/throttle';

type Props = ButtonProps & ElementProps<'button', keyof ButtonProps> & { throttleMs?: number };

/**
 * An action button that ignores clicks closer than 200 ms to the last one (double taps on a
 * phone). A dropped click also loses its default action, so a submit button without onClick
 * (its form's onSubmit does the work) does not submit twice either; Enter in a field submits
 * through the same click.
 */
export function ThrottledButton({ onClick, throttleMs = CLICK_THROTTLE_MS, ...rest }: Props) {
  const pass = useClickGate(throttleMs);
  return (
    <Button
      {...rest}
      onClick={(e: MouseEvent<HTMLButtonElement>) => {
        if (pass()) onClick?.(e);
        else e.preventDefault();
      }}
    />
  );
}
