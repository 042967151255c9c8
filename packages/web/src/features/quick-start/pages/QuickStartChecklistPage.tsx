import { Anchor, Badge, Button, Card, Group, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { quickStartStepRefusal } from '@jobsite/core';
import { LoadError } from '../../../components/LoadError';
import { paths } from '../../../config/paths';
import { quickStartOptions, useDismissQuickStart } from '../../../components/dashboard/quick-start-checklist';
import { useStoredAccount } from '../../../lib/session';

/**
 * The quick start checklist (/quick_start_checklist; spec sections 2 and 4): the setup steps of a
 * new contractor, each ticked from the company's data, the progress, a link to do each, and a way
 * to stop landing here after login (dismiss). A step links only where the user's group may do it
 * (quickStartStepRefusal, the rule of the screen it opens); the others say why not.
 */
export function QuickStartChecklistPage() {
  const permissions = useStoredAccount()?.permissions;
  const query = useQuery(quickStartOptions());
  const dismiss = useDismissQuickStart();
  const c = query.data;

  return (
    <Stack gap="md" maw={820}>
      <Title order={1} size="h2">
        Quick start
      </Title>
      {query.isPending ? (
        <Text c="dimmed">Loading…</Text>
      ) : query.isError || !c ? (
        <LoadError title="The checklist could not be loaded" query={query} />
      ) : (
        <>
          <Text c="dimmed">
            {c.complete ? 'Your company is set up. Everything waiting on you is on the dashboard.' : 'Set up your company in a few steps. Each step ticks itself when it is done.'}
          </Text>
          <Stack gap={4}>
            <Group justify="space-between">
              <Text fw={600} id="quick-start-progress">
                {c.done_count} of {c.total} steps done
              </Text>
              <Text size="sm" c="dimmed">
                {c.percent}%
              </Text>
            </Group>
            <Progress.Root>
              <Progress.Section value={c.percent} color={c.complete ? 'teal' : 'blue'} aria-labelledby="quick-start-progress" />
            </Progress.Root>
          </Stack>
          <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Setup steps">
            {c.steps.map((s) => {
              const refusal = s.done ? null : quickStartStepRefusal(s.key, permissions);
              return (
                <Card key={s.key} withBorder padding="sm" component="li">
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <ThemeIcon variant={s.done ? 'filled' : 'light'} color={s.done ? 'teal' : 'gray'} radius="xl" aria-hidden>
                      {s.done ? <IconCheck size={16} /> : <IconCircleDashed size={16} />}
                    </ThemeIcon>
                    <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                      <Group gap={6} wrap="wrap">
                        <Text fw={600} c={s.done ? 'dimmed' : undefined}>
                          {s.title}
                        </Text>
                        <Badge size="sm" variant={s.done ? 'light' : 'outline'} color={s.done ? 'teal' : 'gray'}>
                          {s.done ? 'Done' : 'To do'}
                        </Badge>
                      </Group>
                      <Text size="sm" c="dimmed">
                        {s.description}
                      </Text>
                      {refusal && (
                        <Text size="sm" c="orange.8">
                          {refusal}
                        </Text>
                      )}
                    </Stack>
                    {!s.done && !refusal && (
                      <Button component={Link} to={s.link} size="xs" variant="light" aria-label={`Do it: ${s.title}`}>
                        Do it
                      </Button>
                    )}
                  </Group>
                </Card>
              );
            })}
          </Stack>
          <Group justify="space-between" wrap="wrap">
            <Anchor component={Link} to={paths.dashboard()}>
              Go to the dashboard
            </Anchor>
            {c.direct_to_quick_start ? (
              <Button variant="default" loading={dismiss.isPending} onClick={() => dismiss.mutate()}>
                Don't show this after login
              </Button>
            ) : (
              <Text size="sm" c="dimmed">
                After login you go to the dashboard; this checklist stays here under Quick start.
              </Text>
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}
