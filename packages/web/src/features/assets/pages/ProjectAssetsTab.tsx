import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useOutletContext } from 'react-router';
import { ASSET_SERVICE_LABELS, type Project } from '@jobsite/core';
import { AddToolRequestDialog } from '../../../components/assets/AddToolRequestDialog';
import { assetKeys, itemsOptions, requestsOptions } from '../../../components/assets/api';
import { paths } from '../../../config/paths';
import { useIdParam } from '../../../lib/use-id-param';
import { useRealtimeEvents } from '../../../lib/use-realtime';
import { ItemList } from '../components/ItemList';
import { RequestTable } from '../components/RequestTable';
import { ItemDetailDialog } from '../dialogs/ItemDetailDialog';
import { RequestDetailDialog } from '../dialogs/RequestDetailDialog';
import { useService } from '../service';

/**
 * A project's tool, prefab, inventory or temp power tab (/project/{service}/{id}): what is on
 * the job (select to return or set return dates), its requests in every status, and Request
 * to ask the warehouse for more. The foreman's projects open here.
 */
export function ProjectAssetsTab() {
  const project = useOutletContext<Project>();
  const service = useService();
  const label = ASSET_SERVICE_LABELS[service];
  const [adding, setAdding] = useState(false);
  const items = useInfiniteQuery(itemsOptions({ service, project_id: project.id }));
  const requests = useInfiniteQuery(requestsOptions({ service, project_id: project.id }));
  const qc = useQueryClient();
  // the warehouse's steps notify the requester: refresh what is on the job and the requests
  useRealtimeEvents((e) => {
    if (e.type === 'notification') void qc.invalidateQueries({ queryKey: assetKeys.all });
  });
  const [itemId, setItemId] = useIdParam('item_id');
  const [requestId, setRequestId] = useIdParam('request_id');

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          {project.field_leader ? `Field leader: ${project.field_leader.name}` : 'No field leader set (project settings).'}
          {project.require_foremen_approval ? ' · requests need the field leader’s approval' : ''}
        </Text>
        <Group gap="xs">
          <Anchor component={Link} to={paths.assetAudits(project.id, 'project')} size="sm">
            Audit this job
          </Anchor>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            Request {label.many.toLowerCase()}
          </Button>
        </Group>
      </Group>
      <Stack gap="xs">
        <Title order={2} size="h4">
          On this job
        </Title>
        <ItemList
          label={`${label.title} items on this job`}
          query={items}
          onOpen={setItemId}
          empty={`No ${label.items} are on this job. Choose Request ${label.many.toLowerCase()} to ask the warehouse for what the crew needs.`}
        />
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h4">
          Requests
        </Title>
        <RequestTable
          label={`${label.title} requests for this job`}
          query={requests}
          showProject={false}
          onOpen={setRequestId}
          empty={`No ${label.title.toLowerCase()} requests for this job yet.`}
        />
      </Stack>
      <ItemDetailDialog itemId={itemId} onClose={() => setItemId(null)} />
      <RequestDetailDialog requestId={requestId} onClose={() => setRequestId(null)} />
      <AddToolRequestDialog opened={adding} service={service} project={{ id: project.id, name: project.name }} onClose={() => setAdding(false)} onCreated={(r) => setRequestId(r.id)} />
    </Stack>
  );
}
