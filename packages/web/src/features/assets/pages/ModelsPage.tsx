import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type AssetModel, ASSET_SERVICE_LABELS } from '@jobsite/core';
import { modelsOptions, useToolAccess } from '../../../components/assets/api';
import { SearchBox } from '../../../components/ListControls';
import { LoadMoreList } from '../../../components/LoadMoreList';
import { paths } from '../../../config/paths';
import { AddItemDialog } from '../dialogs/AddItemDialog';
import { ModelDialog } from '../dialogs/ModelDialog';
import { useService } from '../service';

function ModelRow({ model, highlighted, canEdit, onEdit, onAddItem }: { model: AssetModel; highlighted: boolean; canEdit: boolean; onEdit: () => void; onAddItem: () => void }) {
  const low = model.reorder_point !== null && model.available_count <= model.reorder_point;
  return (
    <Card withBorder padding="sm" bg={highlighted ? 'var(--mantine-color-blue-light)' : undefined}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Group gap="xs">
            <Text fw={700}>{model.name}</Text>
            <Text size="xs" c="dimmed">
              {model.code}
            </Text>
            {low && (
              <Badge color="orange" variant="light" size="sm">
                Below reorder point
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {[model.category, model.manufacturer, model.num_of_kit_items ? `kit of ${model.num_of_kit_items}` : '', model.daily_rate ? `$${model.daily_rate.toFixed(2)}/day` : ''].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        <Group gap="xs">
          <Text size="sm" component={Link} to={`${paths.assetItems(model.service)}`} c="dimmed">
            {model.available_count} of {model.item_count} {model.service === 'stock' ? model.unit : ''} available
          </Text>
          {canEdit && (
            <>
              <Button size="xs" variant="default" onClick={onEdit} aria-label={`Edit ${model.name}`}>
                Edit
              </Button>
              <Button size="xs" variant="light" onClick={onAddItem}>
                Add item
              </Button>
            </>
          )}
        </Group>
      </Group>
    </Card>
  );
}

/** The models of a service (/tool_model, /prefab_model, /stock_model, /temp_power_model); ?model_id= highlights one (a scanned model code). */
export function ModelsPage() {
  const service = useService();
  const label = ASSET_SERVICE_LABELS[service];
  const [params] = useSearchParams();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const query = useInfiniteQuery(modelsOptions(service, debounced));
  const access = useToolAccess();
  const [editing, setEditing] = useState<AssetModel | 'new' | null>(null);
  const [addingTo, setAddingTo] = useState<number | null>(null);
  const highlighted = Number(params.get('model_id')) || null;
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
      <LoadMoreList
        query={query}
        errorTitle="Models could not be loaded"
        getKey={(m) => m.id}
        renderItem={(m) => <ModelRow model={m} highlighted={m.id === highlighted} canEdit={canEdit} onEdit={() => setEditing(m)} onAddItem={() => setAddingTo(m.id)} />}
        empty={debounced ? 'No model matches this search.' : canEdit ? `No ${label.one} models yet. Add model describes a kind of ${label.one} (a hammer drill, a band saw); then add its items.` : `No ${label.one} models yet. Warehouse staff add them.`}
      />
      {editing && <ModelDialog opened service={service} model={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {addingTo && <AddItemDialog opened service={service} modelId={addingTo} onClose={() => setAddingTo(null)} />}
    </Stack>
  );
}
