import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A labelled value of a detail dialog: the label small and dimmed above the value. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}
