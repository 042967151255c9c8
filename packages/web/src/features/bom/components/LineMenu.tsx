import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { CartItem } from '@jobsite/core';

export type LineAction =
  | 'item-detail'
  | 'model-detail'
  | 'codes'
  | 'manufacturer'
  | 'comments'
  | 'duplicate'
  | 'attachments'
  | 'substitute'
  | 'rental'
  | 'unlink-hfr'
  | 'edit-custom'
  | 'edit-spool'
  | 'hfr'
  | 'match-list-item'
  | 'remove';

/** The row menu of a line. */
export function LineMenu({ line, onAction }: { line: CartItem; onAction: (action: LineAction, line: CartItem) => void }) {
  const act = (a: LineAction) => () => onAction(a, line);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${line.base_item_code || line.description}`}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={act('model-detail')}>Model detail</Menu.Item>
        {line.base_item_id !== null && <Menu.Item onClick={act('item-detail')}>Item detail</Menu.Item>}
        {line.is_custom && <Menu.Item onClick={act('edit-custom')}>Edit custom item</Menu.Item>}
        <Menu.Item onClick={act('codes')}>Phase and cost code</Menu.Item>
        <Menu.Item onClick={act('manufacturer')}>Edit manufacturer</Menu.Item>
        <Menu.Item onClick={act('comments')}>Comments</Menu.Item>
        <Menu.Item onClick={act('attachments')}>Attachments ({line.attachments.length})</Menu.Item>
        <Menu.Item onClick={act('duplicate')}>Duplicate</Menu.Item>
        <Menu.Item onClick={act('substitute')}>{line.is_substitute_allowed ? 'Disallow substitutes' : 'Allow substitutes'}</Menu.Item>
        <Menu.Item onClick={act('rental')}>{line.is_rental ? 'Rental dates' : 'Make rental'}</Menu.Item>
        {line.spool && <Menu.Item onClick={act('edit-spool')}>Edit spool {line.spool.spool_number}</Menu.Item>}
        {line.base_item_id !== null && <Menu.Item onClick={act('hfr')}>Hold for release</Menu.Item>}
        {line.base_item_id !== null && <Menu.Item onClick={act('match-list-item')}>Match to list item</Menu.Item>}
        {line.hfr_item && <Menu.Item onClick={act('unlink-hfr')}>Unlink from hold for release</Menu.Item>}
        <Menu.Divider />
        <Menu.Item color="red" onClick={act('remove')}>
          Remove
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
