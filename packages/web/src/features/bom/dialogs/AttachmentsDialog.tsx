import type { CartItem } from '@jobsite/core';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { AttachmentsPanel } from '../components/AttachmentsPanel';

export function AttachmentsDialog({ projectId, line, onClose }: { projectId: number; line: CartItem; onClose: () => void }) {
  return (
    <ResponsiveModal opened onClose={onClose} title={`Attachments of ${line.base_item_code || line.description}`}>
      <AttachmentsPanel projectId={projectId} line={line} />
    </ResponsiveModal>
  );
}
