import { Button, Chip, Group, SegmentedControl, Select, Stack, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ASSET_SERVICE_LABELS, type ExpectedReturnStatus, TOOL_ITEM_STATUS_LABELS, TOOL_ITEM_STATUSES, type ToolItemStatus } from '@jobsite/core';
import { itemsOptions, useToolAccess } from '../../../components/assets/api';
import { ExportMenu } from '../../../components/exports/ExportMenu';
import { useIdParam } from '../../../lib/use-id-param';
import { SearchBox, StatusChips } from '../../../components/ListControls';
import { ItemList } from '../components/ItemList';
import { AddItemDialog } from '../dialogs/AddItemDialog';
import { ItemDetailDialog } from '../dialogs/ItemDetailDialog';
import { useService } from '../service';

type Location = 'all' | 'in' | 'out';
const locationOf = (v: string | null): Location => (v === 'in' || v === 'out' ? v : 'all');

/**
 * The items of a service (/tool_items, /prefab_items, /stock_items, /temp_power_items): status,
 * expected return status, in the warehouse or out on jobs, search; ?item_id= opens one (what
 * a scanned barcode leads to), ?bin_id= shows what a bin holds, ?model_id= one model's items (a
 * model's "N of M available"), ?location=out (or in) presets Where.
 * Export is the asset list report (export_asset_list_wrapper) of what the filters show; it always
 * runs in the background.
 */
export function ItemsPage() {
  const service = useService();
  const label = ASSET_SERVICE_LABELS[service];
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [statuses, setStatuses] = useState<ToolItemStatus[]>([]);
  const [returnStatus, setReturnStatus] = useState<ExpectedReturnStatus | null>(null);
  const [params, setParams] = useSearchParams();
  const location = locationOf(params.get('location'));
  // Where is kept in the URL (?location=out), as bin_id and project_id are, so a link can preset it
  const setLocation = (v: Location) =>
    setParams(
      (p) => {
        if (v === 'all') p.delete('location');
        else p.set('location', v);
        return p;
      },
      { replace: true },
    );
  const [adding, setAdding] = useState(false);
  const access = useToolAccess();
  const [binParam, setBin] = useIdParam('bin_id');
  const [projectParam, setProject] = useIdParam('project_id');
  const [modelParam, setModel] = useIdParam('model_id');
  const [openId, setOpen] = useIdParam('item_id');
  const binId = binParam ?? undefined;
  const projectId = projectParam ?? undefined;
  const modelId = modelParam ?? undefined;
  const query = useInfiniteQuery(
    itemsOptions({ service, status: statuses, expected_return_status: returnStatus ?? undefined, location: location === 'all' ? undefined : location, search: debounced, bin_id: binId, project_id: projectId, model_id: modelId }),
  );
  const filtered = debounced || statuses.length || returnStatus || location !== 'all' || binId || projectId || modelId;
  const modelName = modelId ? query.data?.pages[0]?.results.find((i) => i.model.id === modelId)?.model.name : undefined;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {label.title} items
        </Title>
        <Group gap="xs">
          <ExportMenu
            count={query.data?.pages[0]?.count}
            url={null}
            background={(format) => ({
              kind: 'export_asset_list_wrapper',
              params: { service, status: statuses.join(',') || undefined, expected_return_status: returnStatus ?? undefined, location: location === 'all' ? undefined : location, search: debounced || undefined, bin_id: binId, project_id: projectId, model_id: modelId, format },
            })}
          />
          {access.data?.warehouse && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
              Add item
            </Button>
          )}
        </Group>
      </Group>
      <Group gap="sm" wrap="wrap">
        <SearchBox label="Search items" placeholder="Serial #, barcode or model" value={search} onChange={setSearch} />
        <SegmentedControl
          aria-label="Where"
          value={location}
          onChange={(v) => setLocation(locationOf(v))}
          data={[
            { value: 'all', label: 'All' },
            { value: 'in', label: 'In warehouse' },
            { value: 'out', label: 'On jobs' },
          ]}
        />
        <Select
          aria-label="Expected return"
          placeholder="Any return date"
          clearable
          w={170}
          value={returnStatus}
          onChange={(v) => setReturnStatus(v as ExpectedReturnStatus | null)}
          data={[
            { value: 'overdue', label: 'Overdue' },
            { value: 'warning', label: 'Due within 30 days' },
            { value: 'ok', label: 'Not due soon' },
          ]}
        />
      </Group>
      <StatusChips label="Item statuses" statuses={TOOL_ITEM_STATUSES} labels={TOOL_ITEM_STATUS_LABELS} selected={statuses} onChange={setStatuses} />
      <Group gap={6} wrap="wrap">
        {binId && (
          <Chip size="xs" checked onChange={() => setBin(null)}>
            In the scanned bin
          </Chip>
        )}
        {projectId && (
          <Chip size="xs" checked onChange={() => setProject(null)}>
            On one project
          </Chip>
        )}
        {modelId && (
          <Chip size="xs" checked onChange={() => setModel(null)}>
            {modelName ? `Model: ${modelName}` : 'Of one model'}
          </Chip>
        )}
      </Group>
      <ItemList
        query={query}
        onOpen={setOpen}
        empty={
          filtered
            ? 'No item matches these filters.'
            : access.data?.warehouse
              ? `No ${label.items} yet. Add a model under ${label.title} models, then Add item to put it on a shelf.`
              : `No ${label.items} yet. Warehouse staff add them; until then you can request by model.`
        }
      />
      <ItemDetailDialog itemId={openId} onClose={() => setOpen(null)} />
      <AddItemDialog opened={adding} service={service} onClose={() => setAdding(false)} onCreated={setOpen} />
    </Stack>
  );
}
