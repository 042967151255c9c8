import { Text } from '@mantine/core';

/** A line's item as the order, quote and invoice screens write it: its description, and its code under it. */
export function LineItemText({ description, code }: { description: string; code: string }) {
  return (
    <>
      <Text size="sm" fw={600}>
        {description}
      </Text>
      <Text size="xs" c="dimmed">
        {code}
      </Text>
    </>
  );
}
