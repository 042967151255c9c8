import type { ProductList } from '@jobsite/core';
import { ConfirmDialog } from '../ConfirmDialog';
import { handleApiError, showSuccessToast } from '../../lib/handle-api-error';
import { useUpdateProductList } from './api/update-product-list';
import { ListAddToPoDialog } from './dialogs/ListAddToPoDialog';
import { ListFormDialog } from './dialogs/ListFormDialog';
import { ListFromPoDialog } from './dialogs/ListFromPoDialog';
import { ListTagsDialog } from './dialogs/ListTagsDialog';
import { ShareListDialog } from './dialogs/ShareListDialog';
import type { ListAction } from './ListMenu';

export type ListDialog = { action: Exclude<ListAction, 'complete'>; list: ProductList } | { action: 'create' | 'from-po' };

/**
 * The dialogs a list's menu opens (and New list); completing or reopening needs none and goes
 * at once through `useListActions`.
 */
export function ListDialogs({ projectId, dialog, onClose, onDeleted }: { projectId: number; dialog: ListDialog | null; onClose: () => void; onDeleted?: (list: ProductList) => void }) {
  const update = useUpdateProductList(projectId);
  if (!dialog) return null;
  switch (dialog.action) {
    case 'create':
      return <ListFormDialog projectId={projectId} target={{ kind: 'create', parent: null }} onClose={onClose} />;
    case 'from-po':
      return <ListFromPoDialog projectId={projectId} onClose={onClose} />;
    case 'sublist':
      return <ListFormDialog projectId={projectId} target={{ kind: 'create', parent: dialog.list }} onClose={onClose} />;
    case 'rename':
      return <ListFormDialog projectId={projectId} target={{ kind: 'rename', list: dialog.list }} onClose={onClose} />;
    case 'tags':
      return <ListTagsDialog projectId={projectId} list={dialog.list} onClose={onClose} />;
    case 'share':
      return <ShareListDialog projectId={projectId} list={dialog.list} onClose={onClose} />;
    case 'add-all-to-po':
      return <ListAddToPoDialog target={{ kind: 'list', id: dialog.list.id, listId: dialog.list.id, name: dialog.list.name }} onClose={onClose} />;
    case 'delete': {
      const list = dialog.list;
      return (
        <ConfirmDialog
          opened
          title="Delete list"
          message={`Delete ${list.name}${list.sub_list_count ? ` and its ${list.sub_list_count} sublist${list.sub_list_count === 1 ? '' : 's'}` : ''}? A list with ordered items cannot be deleted: mark it completed instead.`}
          confirmLabel="Delete"
          loading={update.isPending}
          onClose={onClose}
          onConfirm={() =>
            update.mutate(
              { action: 'delete', list_id: list.id },
              { onSuccess: () => (showSuccessToast(`List ${list.name} deleted`), onClose(), onDeleted?.(list)), onError: (e) => handleApiError(e) },
            )
          }
        />
      );
    }
  }
}

/** Marks a list completed or open again (no dialog). */
export function useToggleCompleted(projectId: number) {
  const update = useUpdateProductList(projectId);
  return (list: ProductList) =>
    update.mutate(
      { action: 'set_completed', list_id: list.id, completed: !list.completed },
      { onSuccess: () => showSuccessToast(list.completed ? `${list.name} is open again` : `${list.name} marked completed`), onError: (e) => handleApiError(e) },
    );
}
