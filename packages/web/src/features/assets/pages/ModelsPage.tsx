import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type AssetModel, ASSET_SERVICE_LABELS } from '@jobsite/core';
import { modelsOptions, useToolAccess } from '../../../components/assets/api';
import { SearchBox } from '../../../components/ListControls';
import { type DataColumn, DataTable, infiniteTable } from '../../../components/DataTable';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/money';
import { formatQuantity } from '../../../lib/quantity';
import { useIdParam } from '../../../lib/use-id-param';
import { AddItemDialog } from '../dialogs/AddItemDialog';
import { ModelDetailDialog } from '../dialogs/ModelDetailDialog';
import { ModelDialog } from '../dialogs/ModelDialog';
import { useService } from '../service';

const belowReorderPoint = (m: AssetModel) => m.reorder_point !== null && m.available_count <= m.reorder_point;

/** The columns of the models table; the model a scanned code points at carries a Scanned badge (and its row is highlighted). */
function modelColumns(highlighted: number | null): DataColumn<AssetModel>[] {
  return [
    {
      key: 'name',
      header: 'Model',
      render: (m) => (
        <Group gap="xs">
          <Text fw={700} size="sm">
            {m.name}
          </Text>
          {m.num_of_kit_items > 0 && (
            <Text size="xs" c="dimmed">
              kit of {m.num_of_kit_items}
            </Text>
          )}
          {belowReorderPoint(m) && (
            <Badge color="orange" variant="light" size="sm">
              Below reorder point
            </Badge>
          )}
          {m.id === highlighted && (
            <Badge color="blue" variant="filled" size="sm">
              Scanned
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'code', header: 'Code', render: (m) => m.code },
    { key: 'category', header: 'Category', render: (m) => m.category || '—' },
    { key: 'manufacturer', header: 'Manufacturer', render: (m) => m.manufacturer || '—' },
    { key: 'daily_rate', header: 'Daily rate', render: (m) => (m.daily_rate ? `${formatMoney(m.daily_rate)}/day` : '—'), nowrap: true },
    {
      key: 'available',
      header: 'Available',
      render: (m) => (
        <Anchor component={Link} to={paths.assetItems(m.service, { modelId: m.id })} size="sm">
          {formatQuantity(m.available_count)} of {formatQuantity(m.item_count)}{m.service === 'stock' ? ` ${m.unit}` : ''} available
        </Anchor>
      ),
    },
  ];
}

/**
 * The models of a service (/tool_model, /prefab_model, /stock_model, /temp_power_model). A row
 * opens the model's detail; ?model_id= (a scanned model code) opens it too, and marks its row Scanned.
 */
export function ModelsPage() {
  const service = useService();
  const label = ASSET_SERVICE_LABELS[service];
  const [params] = useSearchParams();
  const [openId, setOpen] = useIdParam('model_id');
  // the scanned model stays marked once its detail is closed
  const [scanned] = useState(() => Number(params.get('model_id')) || null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const query = useInfiniteQuery(modelsOptions(service, debounced));
  const access = useToolAccess();
  const [editing, setEditing] = useState<AssetModel | 'new' | null>(null);
  const [addingTo, setAddingTo] = useState<number | null>(null);
  const highlighted = scanned;
  const canEdit = access.data?.warehouse ?? false;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {label.title} models
        </Title>
        {canEdit && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            Add model
          </Button>
        )}
      </Group>
      <SearchBox label="Search models" placeholder="Name, code or category" value={search} onChange={setSearch} />
      <DataTable
        label={`${label.title} models`}
        {...infiniteTable(query, 'Models could not be loaded')}
        columns={modelColumns(highlighted)}
        getRowId={(m) => m.id}
        isHighlighted={(m) => m.id === highlighted}
        onRowClick={(m) => setOpen(m.id)}
        rowActions={
          canEdit
            ? (m) => (
                <>
                  <Button size="xs" variant="default" onClick={() => setEditing(m)} aria-label={`Edit ${m.name}`}>
                    Edit
                  </Button>
                  <Button size="xs" variant="light" onClick={() => setAddingTo(m.id)}>
                    Add item
                  </Button>
                </>
              )
            : undefined
        }
        empty={debounced ? 'No model matches this search.' : canEdit ? `No ${label.one} models yet. Add model describes a kind of ${label.one} (a hammer drill, a band saw); then add its items.` : `No ${label.one} models yet. Warehouse staff add them.`}
      />
      <ModelDetailDialog modelId={openId} onClose={() => setOpen(null)} />
      {editing && <ModelDialog opened service={service} model={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {addingTo && <AddItemDialog opened service={service} modelId={addingTo} onClose={() => setAddingTo(null)} />}
    </Stack>
  );
}
