import { Anchor, Card, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The frame of a dashboard section: a titled card (a landmark named by its title), a link to
 * the full screen, the section's filters, then its list.
 */
export function DashboardSection({ id, title, link, actions, controls, children }: { id: string; title: string; link?: { to: string; label: string }; actions?: ReactNode; controls?: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h3" id={`${id}-title`}>
            {title}
          </Title>
          <Group gap="sm">
            {actions}
            {link && (
              <Anchor component={Link} to={link.to} size="sm">
                {link.label}
              </Anchor>
            )}
          </Group>
        </Group>
        {controls}
        {children}
      </Stack>
    </Card>
  );
}
