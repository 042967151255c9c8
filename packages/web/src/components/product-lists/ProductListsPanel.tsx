import { Anchor, Badge, Button, Card, Collapse, Group, Stack, Switch, Text, UnstyledButton } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronRight, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ProductList } from '@jobsite/core';
import { SearchBox } from '../ListControls';
import { LoadMoreList } from '../LoadMoreList';
import { paths } from '../../config/paths';
import { useProductLists } from './api/get-product-lists';
import { type ListDialog, ListDialogs, useToggleCompleted } from './ListDialogs';
import { type ListAction, ListMenu } from './ListMenu';
import { TagBadges } from './TagBadges';

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

function ListRow({ list, current, onAction }: { list: ProductList; current: boolean; onAction: (a: ListAction, l: ProductList) => void }) {
  return (
    <Card withBorder padding="xs" bg={current ? 'blue.0' : undefined}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            <Anchor component={Link} to={paths.projectProductList(list.project_id, list.id)} fw={600} aria-current={current ? 'page' : undefined}>
              {list.name}
            </Anchor>
            {list.completed && (
              <Badge size="sm" color="gray" variant="light">
                Completed
              </Badge>
            )}
            <TagBadges tags={list.tags} />
          </Group>
          <Text size="xs" c="dimmed">
            {[count(list.item_count, 'item'), list.sub_list_count ? count(list.sub_list_count, 'sublist') : null, list.shared_with ? `shared with ${list.shared_with.name}` : null].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        <ListMenu list={list} onAction={onAction} />
      </Group>
    </Card>
  );
}

/**
 * The Lists panel of the BOM screen and of a list's screen: the project's product lists (search,
 * completed ones behind a toggle), each opening its list, with its menu; New list.
 */
export function ProductListsPanel({ projectId, currentListId, defaultOpened = false }: { projectId: number; currentListId?: number; defaultOpened?: boolean }) {
  const [opened, { toggle }] = useDisclosure(defaultOpened);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [completed, setCompleted] = useState(false);
  const lists = useProductLists(projectId, debounced, completed, opened);
  const [dialog, setDialog] = useState<ListDialog | null>(null);
  const toggleCompleted = useToggleCompleted(projectId);
  const total = lists.data?.pages[0]?.count;
  const onAction = (action: ListAction, list: ProductList) => (action === 'complete' ? toggleCompleted(list) : setDialog({ action, list }));
  return (
    <Card withBorder padding="sm" component="section" aria-labelledby="product-lists-title">
      <Group justify="space-between" gap="xs">
        <UnstyledButton onClick={toggle} aria-expanded={opened} aria-controls="product-lists-body">
          <Group gap={6}>
            {opened ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
            <Text fw={600} id="product-lists-title">
              Product lists{total !== undefined ? ` (${total})` : ''}
            </Text>
          </Group>
        </UnstyledButton>
        <Group gap="xs">
          <Button size="xs" variant="subtle" onClick={() => setDialog({ action: 'from-po' })}>
            From a PO
          </Button>
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => setDialog({ action: 'create' })}>
            New list
          </Button>
        </Group>
      </Group>
      <Collapse expanded={opened} id="product-lists-body">
        <Stack gap="xs" mt="sm">
          <Group gap="sm" wrap="wrap">
            <SearchBox label="Search product lists" placeholder="List name" value={search} onChange={setSearch} />
            <Switch label="Show completed lists" checked={completed} onChange={(e) => setCompleted(e.currentTarget.checked)} />
          </Group>
          <LoadMoreList
            query={lists}
            errorTitle="Product lists could not be loaded"
            getKey={(l) => l.id}
            renderItem={(l) => <ListRow list={l} current={l.id === currentListId} onAction={onAction} />}
            empty={debounced ? 'No list matches this search.' : completed ? 'This project has no product lists yet: choose New list, or select BOM lines and Add to product list.' : 'No open product lists. Choose New list, select BOM lines and Add to product list, or show completed lists.'}
          />
        </Stack>
      </Collapse>
      <ListDialogs projectId={projectId} dialog={dialog} onClose={() => setDialog(null)} />
    </Card>
  );
}
