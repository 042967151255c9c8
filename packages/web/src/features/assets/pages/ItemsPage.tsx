import { Button, Chip, Group, SegmentedControl, Select, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ASSET_SERVICE_LABELS, type ExpectedReturnStatus, TOOL_ITEM_STATUS_LABELS, TOOL_ITEM_STATUSES, type ToolItemStatus } from '@jobsite/core';
import { itemsOptions, useToolAccess } from '../../../components/assets/api';
import { ItemList } from '../components/ItemList';
import { AddItemDialog } from '../dialogs/AddItemDialog';
import { ItemDetailDialog } from '../dialogs/ItemDetailDialog';
import { useService } from '../service';

/**
 * The items of a service (/tool_items, /prefab_items, /stock_items, /temp_power_items): status,
 * expected return status, in the warehouse or out on jobs, search; ?item_id= opens one (what
 * a scanned barcode leads to), ?bin_id= shows what a bin holds.
 */
export function ItemsPage() {
  const service = useService();
  const label = ASSET_SERVICE_LABELS[service];
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [statuses, setStatuses] = useState<ToolItemStatus[]>([]);
  const [returnStatus, setReturnStatus] = useState<ExpectedReturnStatus | null>(null);
  const [location, setLocation] = useState<'all' | 'in' | 'out'>('all');
  const [adding, setAdding] = useState(false);
  const access = useToolAccess();
  const binId = Number(params.get('bin_id')) || undefined;
  const projectId = Number(params.get('project_id')) || undefined;
  const openId = Number(params.get('item_id')) || null;
  const query = useInfiniteQuery(
    itemsOptions({ service, status: statuses, expected_return_status: returnStatus ?? undefined, location: location === 'all' ? undefined : location, search: debounced, bin_id: binId, project_id: projectId }),
  );
  const setParam = (key: string, value: number | null) =>
    setParams(
      (p) => {
        if (value) p.set(key, String(value));
        else p.delete(key);
        return p;
      },
      { replace: !value },
    );
  const toggle = (s: ToolItemStatus) => setStatuses((list) => (list.includes(s) ? list.filter((x) => x !== s) : [...list, s]));
  const filtered = debounced || statuses.length || returnStatus || location !== 'all' || binId || projectId;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {label.title} items
        </Title>
        {access.data?.warehouse && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            Add item
          </Button>
        )}
      </Group>
      <Group gap="sm" wrap="wrap">
        <TextInput
          aria-label="Search items"
          placeholder="Serial #, barcode or model"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={{ base: '100%', sm: 260 }}
        />
        <SegmentedControl
          aria-label="Where"
          value={location}
          onChange={(v) => setLocation(v as 'all' | 'in' | 'out')}
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
      <Group gap={6} wrap="wrap" role="group" aria-label="Item statuses">
        {TOOL_ITEM_STATUSES.map((s) => (
          <Chip key={s} size="xs" checked={statuses.includes(s)} onChange={() => toggle(s)}>
            {TOOL_ITEM_STATUS_LABELS[s]}
          </Chip>
        ))}
        {binId && (
          <Chip size="xs" checked onChange={() => setParam('bin_id', null)}>
            In the scanned bin
          </Chip>
        )}
        {projectId && (
          <Chip size="xs" checked onChange={() => setParam('project_id', null)}>
            On one project
          </Chip>
        )}
      </Group>
      <ItemList
        query={query}
        onOpen={(id) => setParam('item_id', id)}
        empty={
          filtered
            ? 'No item matches these filters.'
            : access.data?.warehouse
              ? `No ${label.many.toLowerCase()} items yet. Add a model under ${label.many} models, then Add item to put it on a shelf.`
              : `No ${label.many.toLowerCase()} items yet. Warehouse staff add them; until then you can request by model.`
        }
      />
      <ItemDetailDialog itemId={openId} onClose={() => setParam('item_id', null)} />
      <AddItemDialog opened={adding} service={service} onClose={() => setAdding(false)} onCreated={(id) => setParam('item_id', id)} />
    </Stack>
  );
}
