import { Chip } from '@mantine/core';

/** The 90-day window of orders, quotes and tool requests (spec section 9), with a way to see older ones. */
export function OlderToggle({ checked, onChange, days }: { checked: boolean; onChange: (v: boolean) => void; days: number }) {
  return (
    <Chip size="xs" variant="outline" checked={checked} onChange={onChange}>
      Older than {days} days too
    </Chip>
  );
}
