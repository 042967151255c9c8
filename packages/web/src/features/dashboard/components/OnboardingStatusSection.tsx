import { Anchor, Group, Progress, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { quickStartStepRefusal, quickStartStepsLeft } from '@jobsite/core';
import { LoadError } from '../../../components/LoadError';
import { quickStartOptions } from '../../../components/dashboard/quick-start-checklist';
import { paths } from '../../../config/paths';
import { useStoredAccount } from '../../../lib/session';
import { DashboardSection } from './DashboardSection';

/**
 * The contractor onboarding status (spec section 6): the quick start steps still to do, each a
 * link where the user's group may do it (quickStartStepRefusal), and the progress. Once every
 * step is done it steps aside.
 */
export function OnboardingStatusSection() {
  const permissions = useStoredAccount()?.permissions;
  const query = useQuery(quickStartOptions());
  const c = query.data;
  if (c?.complete) return null;
  return (
    <DashboardSection id="dashboard-onboarding" title="Getting set up" link={{ to: paths.quickStartChecklist(), label: 'Quick start checklist' }}>
      {query.isPending ? (
        <Text c="dimmed">Loading…</Text>
      ) : query.isError || !c ? (
        <LoadError title="The setup status could not be loaded" query={query} />
      ) : (
        <Stack gap="xs">
          <Group justify="space-between">
            <Text size="sm" fw={600} id="onboarding-progress">
              {c.done_count} of {c.total} setup steps done
            </Text>
            <Text size="sm" c="dimmed">
              {c.percent}%
            </Text>
          </Group>
          <Progress.Root>
            <Progress.Section value={c.percent} aria-labelledby="onboarding-progress" />
          </Progress.Root>
          <Text size="sm">Still to do:</Text>
          <Stack gap={4} component="ul" m={0} pl="md">
            {quickStartStepsLeft(c).map((s) => {
              const refusal = quickStartStepRefusal(s.key, permissions);
              return (
                <li key={s.key}>
                  {refusal ? (
                    <Text size="sm" title={refusal}>
                      {s.title}{' '}
                      <Text span size="sm" c="dimmed">
                        (not for your user group)
                      </Text>
                    </Text>
                  ) : (
                    <Anchor component={Link} to={s.link} size="sm">
                      {s.title}
                    </Anchor>
                  )}
                </li>
              );
            })}
          </Stack>
        </Stack>
      )}
    </DashboardSection>
  );
}
