import { Card, Group, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** One part of the shipping form: a titled card with its actions at the right of the title. */
export function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Card withBorder padding="sm" component="section" aria-labelledby={id}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h5" id={id}>
            {title}
          </Title>
          {action && (
            <Group gap={6} wrap="wrap">
              {action}
            </Group>
          )}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
