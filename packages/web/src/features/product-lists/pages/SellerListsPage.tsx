import { Alert, Anchor, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowLeft, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { SellerListItem, SellerProductList } from '@jobsite/core';
import { type DataColumn, DataTable, infiniteTable } from '../../../components/DataTable';
import { SearchBox } from '../../../components/ListControls';
import { LoadError } from '../../../components/LoadError';
import { RequestProjectAccessDialog } from '../../../components/project-access/RequestProjectAccessDialog';
import { paths } from '../../../config/paths';
import { formatQuantityWithUnit } from '../../../lib/quantity';
import { useSellerListItems, useSellerLists, useSellerSubLists } from '../api/seller';
import { SellerItemDialog } from '../dialogs/SellerItemDialog';

const name: DataColumn<SellerProductList> = { key: 'name', header: 'List', render: (l) => l.name };
const customer: DataColumn<SellerProductList>[] = [
  { key: 'customer', header: 'Customer', render: (l) => l.buyer.name },
  { key: 'project', header: 'Project', render: (l) => l.project_name },
];
const contents: DataColumn<SellerProductList>[] = [
  { key: 'items', header: 'Items', render: (l) => `${l.item_count} item${l.item_count === 1 ? '' : 's'}`, nowrap: true },
  { key: 'sublists', header: 'Sublists', render: (l) => l.sub_list_count || '—' },
  { key: 'status', header: 'Status', render: (l) => (l.completed ? 'Completed' : 'Open') },
];
/** A shared list: its name (which opens it), whose and for which project, and what is on it. */
const listColumns = [name, ...customer, ...contents];
/** A sublist shares its parent's customer and project. */
const subListColumns = [name, ...contents];

function SellerItemRow({ item, onEdit }: { item: SellerListItem; onEdit: () => void }) {
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
          <Text fw={600} size="sm" ff="monospace">
            {item.code || 'Custom'}
          </Text>
          <Text size="sm">{item.description}</Text>
          <Text size="xs" c="dimmed">
            {[item.manufacturer, formatQuantityWithUnit(item.quantity, item.unit), item.rental_start_date ? `rental ${item.rental_start_date} to ${item.rental_end_date}` : null].filter(Boolean).join(' · ')}
          </Text>
          {item.seller_note && <Text size="sm">Note: {item.seller_note}</Text>}
        </Stack>
        <Button size="xs" variant="light" onClick={onEdit} aria-label={`Note and dates of ${item.code || item.description}`}>
          Note and dates
        </Button>
      </Group>
    </Card>
  );
}

/** The sublists of a shared list (shared with it), each opening like a list. */
function SharedSubLists({ list }: { list: SellerProductList }) {
  const subs = useSellerSubLists(list.id, list.sub_list_count > 0);
  const navigate = useNavigate();
  if (!list.sub_list_count) return null;
  return (
    <Stack gap={6} role="group" aria-label="Sublists">
      <Text size="sm" fw={600}>
        Sublists
      </Text>
      {subs.isError ? (
        <Text size="sm" c="red">
          The sublists could not be loaded.
        </Text>
      ) : !subs.data ? (
        <Loader size="sm" aria-label="Loading the sublists" />
      ) : subs.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          This list has no sublists any more.
        </Text>
      ) : (
        <DataTable label={`Sublists of ${list.name}`} rows={subs.data} columns={subListColumns} getRowId={(s) => s.id} onRowClick={(s) => void navigate(paths.productListSeller(s.id))} />
      )}
    </Stack>
  );
}

function SharedList({ listId }: { listId: number }) {
  const data = useSellerListItems(listId);
  const [editing, setEditing] = useState<SellerListItem | null>(null);
  const parentId = data.data?.list.parent_id ?? null;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.productListSeller()} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          All shared lists
        </Group>
      </Anchor>
      {parentId !== null && (
        <Anchor component={Link} to={paths.productListSeller(parentId)} size="sm">
          Back to the parent list
        </Anchor>
      )}
      {data.isError ? (
        <LoadError title="The shared list could not be loaded" query={data} />
      ) : !data.data ? (
        <Loader aria-label="Loading the list" />
      ) : (
        <>
          <Stack gap={2}>
            <Title order={1} size="h2">
              {data.data.list.name}
            </Title>
            <Text size="sm" c="dimmed">
              {data.data.list.buyer.name} · {data.data.list.project_name}
            </Text>
            {data.data.list.description && <Text size="sm">{data.data.list.description}</Text>}
          </Stack>
          <SharedSubLists list={data.data.list} />
          {data.data.results.length === 0 ? (
            <Text c="dimmed">Your customer has not put items on this list yet: check back later.</Text>
          ) : (
            <Stack gap="xs">
              {data.data.results.map((i) => (
                <SellerItemRow key={i.id} item={i} onEdit={() => setEditing(i)} />
              ))}
            </Stack>
          )}
        </>
      )}
      {editing && <SellerItemDialog item={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

/** /project_list_seller: the product lists customers share with the supplier; one opens with ?list_id=. */
export function SellerListsPage() {
  const [params] = useSearchParams();
  const listId = Number(params.get('list_id')) || 0;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const lists = useSellerLists(debounced);
  const [requesting, setRequesting] = useState(false);
  const navigate = useNavigate();
  if (listId) return <SharedList listId={listId} />;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={1} size="h2">
          Customer lists
        </Title>
        <Button variant="default" leftSection={<IconUserPlus size={16} />} onClick={() => setRequesting(true)}>
          Request project access
        </Button>
      </Group>
      <RequestProjectAccessDialog opened={requesting} onClose={() => setRequesting(false)} />
      <Alert variant="light">Lists your customers share with you: add a note to an item or set rental dates; the rest is theirs to change.</Alert>
      <SearchBox label="Search shared lists" placeholder="List, project or customer" value={search} onChange={setSearch} />
      <DataTable
        label="Shared lists"
        {...infiniteTable(lists, 'Shared lists could not be loaded')}
        columns={listColumns}
        getRowId={(l) => l.id}
        onRowClick={(l) => void navigate(paths.productListSeller(l.id))}
        empty={debounced ? 'No shared list matches this search.' : 'No customer has shared a product list with you yet. A customer shares one from its project BOM (Share with a supplier).'}
      />
    </Stack>
  );
}
