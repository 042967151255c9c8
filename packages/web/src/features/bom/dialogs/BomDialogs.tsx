import type { CartItem, Project } from '@jobsite/core';
import { ItemDetailDialog } from '../../../components/catalogue';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { AddToProductListDialog } from '../../../components/product-lists';
import { showSuccessToast } from '../../../lib/handle-api-error';
import type { useCartAction } from '../api/cart-action';
import type { CodeDialogMode } from '../code-changes';
import { AttachmentsDialog } from './AttachmentsDialog';
import { BulkQuantityDialog } from './BulkQuantityDialog';
import { CreatePurchaseOrderDialog } from './CreatePurchaseOrderDialog';
import { EditCustomItemDialog } from './EditCustomItemDialog';
import { HoldForReleaseDialog } from './HoldForReleaseDialog';
import { LineManufacturerDialog } from './LineManufacturerDialog';
import { LineTextDialog } from './LineTextDialog';
import { ModelDetailDialog } from './ModelDetailDialog';
import { MoveItemsDialog } from './MoveItemsDialog';
import { PhaseCostCodeDialog } from './PhaseCostCodeDialog';
import { RentalDatesDialog } from './RentalDatesDialog';
import { RequestQuoteDialog } from './RequestQuoteDialog';
import { SpoolDialog } from './SpoolDialog';
import { SpoolEditorDialog } from './SpoolEditorDialog';
import { lineCount } from '../format';

/** The one dialog the BOM screen has open: for the selected lines (ids), one line (id), or a catalogue item. */
export type BomDialog =
  | { kind: 'codes'; mode: CodeDialogMode; ids: number[] }
  | { kind: 'po' | 'quote' | 'comments' | 'wbs' | 'quantity' | 'move' | 'spool' | 'delete' | 'product-list'; ids: number[]; matching?: boolean }
  | { kind: 'manufacturer' | 'attachments' | 'rental' | 'model' | 'remove' | 'edit-custom' | 'edit-spool' | 'hfr'; id: number }
  | { kind: 'item'; baseItemId: number };


interface Props {
  projectId: number;
  project: Project | undefined;
  dialog: BomDialog | null;
  /** The loaded lines by id: a dialog acts on those of its ids still loaded. */
  byId: ReadonlyMap<number, CartItem>;
  /** The screen's cart action, so a confirmation spins while any action of the screen runs. */
  action: ReturnType<typeof useCartAction>;
  onClose: () => void;
  /** The selected lines are done with (moved, deleted, added to a list, ordered, quoted): the selection empties. */
  onSelectionDone: () => void;
}

/** The BOM screen's open dialog, if any, for the lines it names that are still loaded. */
export function BomDialogs({ projectId, project, dialog, byId, action, onClose, onSelectionDone }: Props) {
  const linesOf = (ids: readonly number[]) => ids.map((id) => byId.get(id)).filter((l): l is CartItem => l !== undefined);
  const { mutate } = action;
  const done = () => {
    onSelectionDone();
    onClose();
  };

  const open = () => {
    if (!dialog || dialog.kind === 'item') return null;
    if ('id' in dialog) {
      const one = byId.get(dialog.id);
      if (!one) return null;
      switch (dialog.kind) {
        case 'remove':
          return (
            <ConfirmDialog
              opened
              title="Remove line"
              message={`Remove ${one.base_item_code || one.description} from this BOM?`}
              confirmLabel="Remove"
              loading={action.isPending}
              onClose={onClose}
              onConfirm={() => mutate({ func: 'remove_item', item_id: one.id }, { onSuccess: () => (showSuccessToast('Line removed'), onClose()) })}
            />
          );
        case 'manufacturer':
          return <LineManufacturerDialog projectId={projectId} line={one} onClose={onClose} />;
        case 'attachments':
          return <AttachmentsDialog projectId={projectId} line={one} onClose={onClose} />;
        case 'rental':
          return <RentalDatesDialog projectId={projectId} line={one} onClose={onClose} />;
        case 'model':
          return <ModelDetailDialog projectId={projectId} line={one} onClose={onClose} />;
        case 'edit-custom':
          return <EditCustomItemDialog projectId={projectId} line={one} onClose={onClose} />;
        case 'edit-spool':
          return one.spool && <SpoolEditorDialog projectId={projectId} spool={one.spool} onClose={onClose} />;
        case 'hfr':
          return one.base_item_id !== null && <HoldForReleaseDialog projectId={projectId} line={one} onClose={onClose} />;
      }
    }
    switch (dialog.kind) {
      case 'codes':
        return <PhaseCostCodeDialog projectId={projectId} mode={dialog.mode} lines={linesOf(dialog.ids)} project={project} onClose={onClose} />;
      case 'comments':
      case 'wbs':
        return <LineTextDialog projectId={projectId} field={dialog.kind} lines={linesOf(dialog.ids)} onClose={onClose} />;
      case 'quantity':
        return <BulkQuantityDialog projectId={projectId} lines={linesOf(dialog.ids)} onClose={onClose} />;
      case 'move':
        return <MoveItemsDialog projectId={projectId} ids={dialog.ids} onClose={onClose} onMoved={onSelectionDone} />;
      case 'spool':
        return <SpoolDialog projectId={projectId} ids={dialog.ids} onClose={onClose} />;
      case 'product-list':
        return <AddToProductListDialog projectId={projectId} lines={linesOf(dialog.ids)} initialMode={dialog.matching ? 'match' : 'add'} onClose={onClose} onDone={done} />;
      case 'quote':
        return <RequestQuoteDialog projectId={projectId} projectName={project?.name ?? 'Project'} ids={dialog.ids} onClose={onClose} onDone={done} />;
      case 'po':
        return <CreatePurchaseOrderDialog projectId={projectId} ids={dialog.ids} onClose={onClose} onDone={done} />;
      case 'delete':
        return (
          <ConfirmDialog
            opened
            title="Delete lines"
            message={`Delete ${lineCount(dialog.ids.length)} from this BOM? This cannot be undone.`}
            confirmLabel="Delete"
            loading={action.isPending}
            onClose={onClose}
            onConfirm={() =>
              mutate(
                { func: 'delete_items', id_list: dialog.ids },
                {
                  onSuccess: (r) => {
                    showSuccessToast(`${lineCount(r.removed_ids.length)} deleted`);
                    done();
                  },
                },
              )
            }
          />
        );
    }
  };

  return (
    <>
      {open()}
      <ItemDetailDialog itemId={dialog?.kind === 'item' ? dialog.baseItemId : null} onClose={onClose} />
    </>
  );
}
