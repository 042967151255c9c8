import { Button, Group, Menu, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { CodeDialogMode } from '../code-changes';

export type BulkAction = 'po' | 'quote' | 'quantity' | 'wbs' | 'comments' | 'substitute-on' | 'substitute-off' | 'move' | 'spool' | 'hfr' | 'delete' | 'product-list';

interface Props {
  count: number;
  onCodes: (mode: Exclude<CodeDialogMode, 'single'>) => void;
  onAction: (action: BulkAction) => void;
  onClear: () => void;
  busy: boolean;
}

/** What can be done to every selected line at once; each is one request. */
export function BulkActionBar({ count, onCodes, onAction, onClear, busy }: Props) {
  return (
    <Group gap="xs" p="xs" bg="blue.0" style={{ borderRadius: 8 }} role="toolbar" aria-label="Bulk actions">
      <Text size="sm" fw={600} mr="xs">
        {count.toLocaleString()} selected
      </Text>
      <Button size="xs" onClick={() => onAction('po')}>
        Create purchase order
      </Button>
      <Button size="xs" variant="light" onClick={() => onAction('quote')}>
        Request quote
      </Button>
      <Menu position="bottom-start">
        <Menu.Target>
          <Button size="xs" variant="light" rightSection={<IconChevronDown size={14} />}>
            Phase and cost code
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => onCodes('bulk')}>Set on lines without a code</Menu.Item>
          <Menu.Item onClick={() => onCodes('override')}>Override on every selected line</Menu.Item>
          <Menu.Item onClick={() => onCodes('material')}>Material phase code</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Button size="xs" variant="light" onClick={() => onAction('quantity')}>
        Set quantity
      </Button>
      <Button size="xs" variant="light" onClick={() => onAction('wbs')}>
        WBS code
      </Button>
      <Button size="xs" variant="light" onClick={() => onAction('comments')}>
        Comments
      </Button>
      <Menu position="bottom-start">
        <Menu.Target>
          <Button size="xs" variant="light" rightSection={<IconChevronDown size={14} />}>
            More
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => onAction('substitute-on')}>Mark substitute allowed</Menu.Item>
          <Menu.Item onClick={() => onAction('substitute-off')}>Mark substitute not allowed</Menu.Item>
          <Menu.Item onClick={() => onAction('product-list')}>Add to product list</Menu.Item>
          <Menu.Item onClick={() => onAction('move')}>Move to another project</Menu.Item>
          <Menu.Item onClick={() => onAction('spool')}>Add to a spool</Menu.Item>
          <Menu.Item onClick={() => onAction('hfr')} disabled={busy}>
            Auto-match hold for release
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Button size="xs" color="red" variant="light" onClick={() => onAction('delete')}>
        Delete
      </Button>
      <Button size="xs" variant="subtle" onClick={onClear}>
        Clear selection
      </Button>
    </Group>
  );
}
