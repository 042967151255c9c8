import { Alert, Anchor, Breadcrumbs, Container, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { groupPermissionRefusal } from '@jobsite/core';
import { Link, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { storedAccount } from '../../../lib/session';
import { projectOptions } from '../../../components/projects/api/get-project';
import { ProjectStatusBadge } from '../components/StatusBadge';
import { projectTabs } from '../navigation';

/** Every project sub-area of spec section 2, by its first path segment after /project/. */
export const PROJECT_AREA_SEGMENTS = ['bom', 'labor', 'time', 'tool', 'prefab', 'stock', 'temp_power', 'subcontract', 'reporting', 'asset_audits', 'estimates', 'settings'] as const;

export const projectIdParam = (params: Record<string, string | undefined>) => Number(params.id ?? params.projectId);

/** The frame of /project/{area}/{id}: the project's name, status and the sub-area tab bar. */
export function ProjectFrame({ screens }: { screens: ReadonlySet<string> }) {
  const params = useParams();
  const id = projectIdParam(params);
  const area = useLocation().pathname.split('/')[2] ?? '';
  const navigate = useNavigate();
  const project = useQuery({ ...projectOptions(id), enabled: Number.isInteger(id) && id > 0, meta: { handlesErrors: true } });
  const tabs = projectTabs(id, storedAccount(), screens);

  if (!(PROJECT_AREA_SEGMENTS as readonly string[]).includes(area) || !Number.isInteger(id)) {
    return (
      <Container py="xl">
        <Title order={1}>Page not found</Title>
      </Container>
    );
  }
  if (project.isError) {
    const missing = project.error instanceof ApiError && project.error.status === 404;
    return (
      <Container py="xl">
        <Stack gap="sm">
          {missing ? (
            <Alert color="red" title="Project not found">
              This project does not exist in your company, or it was deleted.
            </Alert>
          ) : (
            // A failure that may pass (the connection, the server): why, and Try again.
            <LoadError title="The project could not be loaded" query={project} />
          )}
          <Anchor component={Link} to={paths.projects()}>
            Back to projects
          </Anchor>
        </Stack>
      </Container>
    );
  }
  if (!project.data) return <Loader m="xl" />;
  const p = project.data;
  // An area this user may not work in (hidden by their group, or a service the company lacks), opened by URL.
  const refused = screens.has(area) && !tabs.some((t) => t.area === area);
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Breadcrumbs>
          <Anchor component={Link} to={paths.projects()}>
            Projects
          </Anchor>
          {p.parent_id && <Text>{p.parent_name}</Text>}
          <Text>{p.name}</Text>
        </Breadcrumbs>
        <Group gap="sm">
          <Title order={1} size="h2">
            {p.name}
          </Title>
          {p.main_job_num && <Text c="dimmed">Job # {p.main_job_num}</Text>}
          <ProjectStatusBadge status={p.status} />
        </Group>
        <Tabs value={area} onChange={(v) => v && void navigate(tabs.find((t) => t.area === v)!.path)}>
          <Tabs.List aria-label="Project areas">
            {tabs.map((t) => (
              <Tabs.Tab key={t.area} value={t.area}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        {refused ? (
          <Alert color="yellow" title="This area is not available to you">
            <Stack gap="xs">
              <Text size="sm">{area === 'bom' ? groupPermissionRefusal('hide_project_material') : 'Your company does not use this service.'}</Text>
              <Anchor component={Link} to={tabs[0].path}>
                Open {tabs[0].label.toLowerCase()}
              </Anchor>
            </Stack>
          </Alert>
        ) : (
          <Outlet context={p} />
        )}
      </Stack>
    </Container>
  );
}
