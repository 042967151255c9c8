import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ProductList } from '@jobsite/core';
import { paths } from '../../config/paths';

export type ListAction = 'sublist' | 'rename' | 'tags' | 'complete' | 'share' | 'add-all-to-po' | 'delete';

/**
 * What can be done to one list: the same menu in the lists panel and on the list's screen, where
 * `addAllBlocked` says why Add all to PO has nothing to order (greyed out, with the reason).
 */
export function ListMenu({ list, onAction, addAllBlocked = null }: { list: ProductList; onAction: (action: ListAction, list: ProductList) => void; addAllBlocked?: string | null }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions of list ${list.name}`}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onAction('add-all-to-po', list)} disabled={!!addAllBlocked} title={addAllBlocked ?? undefined}>
          Add all to PO
        </Menu.Item>
        <Menu.Item onClick={() => onAction('tags', list)}>Update tags</Menu.Item>
        <Menu.Item onClick={() => onAction('sublist', list)}>New sublist</Menu.Item>
        <Menu.Item onClick={() => onAction('share', list)}>{list.shared_with ? `Shared with ${list.shared_with.name}` : 'Share with a supplier'}</Menu.Item>
        <Menu.Item component={Link} to={paths.productListQrSheet(list.id)}>
          Print QR labels
        </Menu.Item>
        <Menu.Item component={Link} to={paths.jobSiteStock({ projectId: list.project_id, listId: list.id })}>
          Job-site stock of this list
        </Menu.Item>
        <Menu.Item onClick={() => onAction('rename', list)}>Rename</Menu.Item>
        <Menu.Item onClick={() => onAction('complete', list)}>{list.completed ? 'Reopen list' : 'Mark completed'}</Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => onAction('delete', list)}>
          Delete list
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
