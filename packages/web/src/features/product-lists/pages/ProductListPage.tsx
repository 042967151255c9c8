import { Alert, Anchor, Badge, Button, Group, Loader, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowLeft, IconPrinter, IconShoppingCart } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { type ProductList, type ProductListDetail, type ProductListItem, productListMessages } from '@jobsite/core';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { SearchBox } from '../../../components/ListControls';
import { LoadError } from '../../../components/LoadError';
import { LoadMoreList } from '../../../components/LoadMoreList';
import { ProductListsPanel } from '../../../components/product-lists';
import { useProductList } from '../../../components/product-lists/api/get-product-list';
import { type ListDialog, ListDialogs, useToggleCompleted } from '../../../components/product-lists/ListDialogs';
import { type ListAction, ListMenu } from '../../../components/product-lists/ListMenu';
import { ListAddToPoDialog } from '../../../components/product-lists/dialogs/ListAddToPoDialog';
import { useUpdateListItems } from '../../../components/product-lists/api/update-list-items';
import { TagBadges } from '../../../components/product-lists/TagBadges';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';
import { useIdSelection } from '../../../lib/use-id-selection';
import { useListItems } from '../api/get-list-items';
import { type ItemAction, ListItemRow } from '../components/ListItemRow';
import { BinLocationDialog } from '../dialogs/BinLocationDialog';
import { CableReelsDialog } from '../dialogs/CableReelsDialog';
import { EditListItemDialog } from '../dialogs/EditListItemDialog';
import { FindInCatalogueDialog } from '../dialogs/FindInCatalogueDialog';
import { MoveItemsDialog } from '../dialogs/MoveItemsDialog';
import { listItemReceiveTarget, ReceiveDialog } from '../dialogs/ReceiveDialog';

/** Why Add all to PO has nothing to do on the list (the server's count of what it would order), or null. */
export function addAllBlocked(list: ProductListDetail): string | null {
  if (!list.item_count) return 'Add items to this list first.';
  return list.to_order_count ? null : productListMessages.nothingToOrder;
}

type ItemDialog = { kind: ItemAction; item: ProductListItem } | { kind: 'bins' | 'move' | 'remove'; items: ProductListItem[] };

function SubListLinks({ list }: { list: ProductList & { sub_lists: ProductList[] } }) {
  if (!list.sub_lists.length) return null;
  return (
    <Group gap="xs" wrap="wrap" aria-label="Sublists" role="group">
      <Text size="sm" c="dimmed">
        Sublists:
      </Text>
      {list.sub_lists.map((s) => (
        <Anchor key={s.id} component={Link} to={paths.projectProductList(s.project_id, s.id)} size="sm">
          {s.name} ({s.item_count})
        </Anchor>
      ))}
    </Group>
  );
}

/**
 * /project/bom/{projectId}?project_product_list_id={listId}: one product list in the BOM screen.
 * Its items show ordered, received, remaining and on-site quantities; order what is missing
 * (Add all to PO, or one item), receive on site into job-site bins, move items between bins.
 * `&item_id=` (a scanned item label) marks and scrolls to that item.
 */
export function ProductListPage() {
  const projectId = Number(useParams().id);
  const [params] = useSearchParams();
  const listId = Number(params.get('project_product_list_id'));
  const markedId = Number(params.get('item_id')) || null;
  const list = useProductList(listId);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const items = useListItems(listId, debounced);
  const { selected, toggle, clear: clearSelection } = useIdSelection();
  const [listDialog, setListDialog] = useState<ListDialog | null>(null);
  const [itemDialog, setItemDialog] = useState<ItemDialog | null>(null);
  const [addingAll, setAddingAll] = useState(false);
  const toggleCompleted = useToggleCompleted(projectId);
  const removeItems = useUpdateListItems();
  const loaded = useMemo(() => items.data?.pages.flatMap((p) => p.results) ?? [], [items.data]);
  const onItem = useCallback((kind: ItemAction, item: ProductListItem) => setItemDialog({ kind, item }), []);
  useEffect(() => {
    if (markedId && loaded.some((i) => i.id === markedId)) document.getElementById(`list-item-${markedId}`)?.scrollIntoView({ block: 'center' });
  }, [markedId, loaded]);

  if (list.isError) {
    const missing = list.error instanceof ApiError && (list.error.status === 404 || list.error.status === 400);
    return (
      <Stack>
        {missing ? (
          <Alert color="yellow" title="Product list not found">
            <Text size="sm" mb="xs">This list does not exist in this project, or it was deleted.</Text>
            <Anchor component={Link} to={paths.projectBom(projectId)}>
              Back to the BOM
            </Anchor>
          </Alert>
        ) : (
          <LoadError title="The product list could not be loaded" query={list} />
        )}
      </Stack>
    );
  }
  if (!list.data) return <Loader m="xl" aria-label="Loading the list" />;
  const l = list.data;
  // A link with another project's id (edited, or kept from before a move) opens the list in its own project.
  if (l.project_id !== projectId) return <Navigate replace to={paths.projectProductList(l.project_id, l.id, markedId ?? undefined)} />;
  const chosen = loaded.filter((i) => selected.has(i.id));
  const blocked = addAllBlocked(l);
  const onListAction = (action: ListAction, target: ProductList) => (action === 'complete' ? toggleCompleted(target) : setListDialog({ action, list: target }));

  return (
    <Stack gap="sm">
      <Anchor component={Link} to={l.parent_id ? paths.projectProductList(projectId, l.parent_id) : paths.projectBom(projectId)} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {l.parent_id ? 'Back to the parent list' : 'Back to the BOM'}
        </Group>
      </Anchor>
      <ProductListsPanel projectId={projectId} currentListId={l.id} />
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Group gap="xs" wrap="wrap">
            <Title order={2} size="h3">
              {l.name}
            </Title>
            {l.completed && (
              <Badge color="gray" variant="light">
                Completed
              </Badge>
            )}
            <TagBadges tags={l.tags} />
          </Group>
          {l.description && <Text size="sm">{l.description}</Text>}
          <Text size="xs" c="dimmed">
            {[`${l.item_count} item${l.item_count === 1 ? '' : 's'}`, l.shared_with ? `shared with ${l.shared_with.name}` : null, `by ${l.created_by}`].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        <Group gap="xs" wrap="wrap">
          <Tooltip label={blocked} disabled={!blocked} events={{ hover: true, focus: true, touch: true }}>
            {/* data-disabled rather than disabled, so the tooltip still says why (Mantine's pattern) */}
            <Button leftSection={<IconShoppingCart size={16} />} data-disabled={blocked ? true : undefined} aria-disabled={blocked ? true : undefined} onClick={() => !blocked && setAddingAll(true)}>
              Add all to PO
            </Button>
          </Tooltip>
          <Button variant="light" onClick={() => setListDialog({ action: 'tags', list: l })}>
            Tags
          </Button>
          <Button variant="light" component={Link} to={paths.productListQrSheet(l.id)} leftSection={<IconPrinter size={16} />}>
            QR labels
          </Button>
          <ListMenu list={l} onAction={onListAction} addAllBlocked={blocked} />
        </Group>
      </Group>
      <SubListLinks list={l} />
      <Group justify="space-between" gap="xs" wrap="wrap">
        <SearchBox label="Search list items" placeholder="Code or description" value={search} onChange={setSearch} />
        {chosen.length > 0 && (
          <Group gap="xs" role="toolbar" aria-label="Bulk actions">
            <Text size="sm" fw={600}>
              {chosen.length} selected
            </Text>
            <Button size="xs" onClick={() => setItemDialog({ kind: 'bins', items: chosen })}>
              Bin location
            </Button>
            <Button size="xs" variant="light" onClick={() => setItemDialog({ kind: 'move', items: chosen })}>
              Move
            </Button>
            <Button size="xs" variant="light" color="red" onClick={() => setItemDialog({ kind: 'remove', items: chosen })}>
              Remove
            </Button>
            <Button size="xs" variant="subtle" onClick={clearSelection}>
              Clear selection
            </Button>
          </Group>
        )}
      </Group>
      <LoadMoreList
        query={items}
        errorTitle="The list's items could not be loaded"
        getKey={(i) => i.id}
        renderItem={(i) => <ListItemRow item={i} selected={selected.has(i.id)} highlighted={i.id === markedId} onToggle={toggle} onAction={onItem} />}
        empty={
          debounced ? (
            'No item matches this search.'
          ) : (
            <>
              This list has no items yet: on the{' '}
              <Anchor component={Link} to={paths.projectBom(projectId)} underline="always">
                BOM
              </Anchor>
              , select lines and choose Add to product list.
            </>
          )
        }
      />

      <ListDialogs projectId={projectId} dialog={listDialog} onClose={() => setListDialog(null)} />
      {addingAll && <ListAddToPoDialog target={{ kind: 'list', id: l.id, listId: l.id, name: l.name }} onClose={() => setAddingAll(false)} />}
      {itemDialog?.kind === 'add-to-po' && <ListAddToPoDialog target={{ kind: 'item', id: itemDialog.item.id, listId: l.id, name: itemDialog.item.code || itemDialog.item.description }} onClose={() => setItemDialog(null)} />}
      {itemDialog?.kind === 'receive' && <ReceiveDialog item={listItemReceiveTarget(itemDialog.item)} onClose={() => setItemDialog(null)} />}
      {itemDialog?.kind === 'reels' && <CableReelsDialog item={itemDialog.item} onClose={() => setItemDialog(null)} />}
      {itemDialog?.kind === 'edit' && <EditListItemDialog item={itemDialog.item} onClose={() => setItemDialog(null)} />}
      {itemDialog?.kind === 'find-in-catalogue' && <FindInCatalogueDialog item={itemDialog.item} onClose={() => setItemDialog(null)} />}
      {itemDialog?.kind === 'move' && <MoveItemsDialog projectId={projectId} fromListId={l.id} ids={itemDialog.items.map((i) => i.id)} onClose={() => setItemDialog(null)} onDone={clearSelection} />}
      {itemDialog?.kind === 'remove' && (
        <ConfirmDialog
          opened
          title="Remove from the list"
          message={`Remove ${itemDialog.items.length} item${itemDialog.items.length === 1 ? '' : 's'} from ${l.name}? Their BOM lines stay on the BOM.`}
          confirmLabel="Remove"
          loading={removeItems.isPending}
          onClose={() => setItemDialog(null)}
          onConfirm={() =>
            removeItems.mutate(
              { action: 'delete', list_item_ids: itemDialog.items.map((i) => i.id) },
              { onSuccess: () => (showSuccessToast('Removed from the list'), clearSelection(), setItemDialog(null)), onError: (e) => handleApiError(e) },
            )
          }
        />
      )}
      {(itemDialog?.kind === 'bin' || itemDialog?.kind === 'bins') && (
        <BinLocationDialog
          projectId={projectId}
          items={('items' in itemDialog ? itemDialog.items : [itemDialog.item]).map((i) => ({ id: i.id, label: i.code || i.description, bin_id: i.bin?.id ?? null }))}
          onClose={() => setItemDialog(null)}
          onDone={clearSelection}
        />
      )}
    </Stack>
  );
}
