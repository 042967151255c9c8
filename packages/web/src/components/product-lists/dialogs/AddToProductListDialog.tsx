import { Badge, Button, Group, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { CartItem } from '@jobsite/core';
import { DialogActions } from '../../DialogActions';
import { SearchBox } from '../../ListControls';
import { ResponsiveModal } from '../../ResponsiveModal';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';
import { matchReason, SAME_NUMBER_SCORE, useListItemMatches } from '../api/matching';
import { useSearchListItems, useUpdateListItems } from '../api/update-list-items';
import { ListFormDialog } from './ListFormDialog';
import { ListItemPicker } from './ListItemPicker';
import { ListPicker } from './ListPicker';

export const addToListMessages = {
  chooseList: 'Choose the list to add the lines to.',
  chooseItem: 'Choose the list item to link the line to.',
  linkOne: 'Linking works one BOM line at a time: select one line.',
  matchCatalogue: 'Matching needs a catalogue item: this line is a custom item. Search the list items under Link to an existing item instead.',
  noMatch: 'No list item of this project matches this line.',
} as const;

type Mode = 'add' | 'link' | 'match';

/**
 * Add to or link to project product list (BOM bulk action): add the selected BOM lines to a
 * list or sublist as new items linked to them, or link one BOM line to an existing list item
 * (its orders then count on that item). Completed lists are behind a toggle. Match to list
 * item ranks the project's list items for the line's catalogue item (MatchItemToProjectProductListItem:
 * the same catalogue number first, then likeness) and links the chosen one the same way.
 */
export function AddToProductListDialog({
  projectId,
  lines,
  onClose,
  onDone,
  initialMode = 'add',
}: {
  projectId: number;
  lines: readonly CartItem[];
  onClose: () => void;
  onDone: () => void;
  /** 'match' opens on Match to list item (a BOM line's menu). */
  initialMode?: Mode;
}) {
  const [mode, setMode] = useState<Mode>(initialMode);
  const [completed, setCompleted] = useState(false);
  const [listId, setListId] = useState<string | null>(null);
  const [itemId, setItemId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const save = useUpdateListItems();
  const items = useSearchListItems(projectId, debounced, mode === 'link');
  const one = lines.length === 1 ? lines[0] : null;
  const matches = useListItemMatches(projectId, mode === 'match' && one ? one.base_item_id : null);
  const label = (l: CartItem) => l.base_item_code || l.description;
  const choose = (id: string) => {
    setItemId(id);
    setError(null);
  };

  const submit = () => {
    if (mode === 'add') {
      if (!listId) return setError(addToListMessages.chooseList);
      save.mutate(
        { action: 'add_from_bom', list_id: Number(listId), cart_item_ids: lines.map((l) => l.id) },
        {
          onSuccess: (r) => {
            showSuccessToast(`${r.results.length} item${r.results.length === 1 ? '' : 's'} added to ${r.results[0]?.list_name ?? 'the list'}`);
            onDone();
          },
          onError: (e) => handleApiError(e),
        },
      );
      return;
    }
    if (!one) return setError(addToListMessages.linkOne);
    if (!itemId) return setError(addToListMessages.chooseItem);
    save.mutate(
      { action: 'link', list_item_id: Number(itemId), cart_item_id: one.id },
      { onSuccess: () => (showSuccessToast(`${label(one)} linked`), onDone()), onError: (e) => handleApiError(e) },
    );
  };

  return (
    <>
      <ResponsiveModal opened={!creating} onClose={onClose} title="Add to or link to project product list" size="lg">
        <Stack>
          <Text size="sm">{lines.length === 1 ? `BOM line ${label(lines[0])}` : `${lines.length} BOM lines`}</Text>
          <SegmentedControl
            value={mode}
            onChange={(v) => {
              setMode(v as Mode);
              setItemId(null);
              setError(null);
            }}
            data={[
              { value: 'add', label: 'Add as new items' },
              { value: 'link', label: 'Link to an existing item' },
              { value: 'match', label: 'Match to list item' },
            ]}
            aria-label="Add or link"
          />
          {mode === 'add' ? (
            <>
              <Group justify="space-between" wrap="wrap">
                <Switch label="Show completed lists" checked={completed} onChange={(e) => setCompleted(e.currentTarget.checked)} />
                <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => setCreating(true)}>
                  New list
                </Button>
              </Group>
              <ListPicker
                projectId={projectId}
                includeCompleted={completed}
                value={listId}
                onChange={(v) => {
                  setListId(v);
                  setError(null);
                }}
                error={error}
              />
            </>
          ) : !one ? (
            <Text c="red" size="sm" role="alert">
              {addToListMessages.linkOne}
            </Text>
          ) : mode === 'match' ? (
            one.base_item_id === null ? (
              <Text size="sm" c="dimmed">
                {addToListMessages.matchCatalogue}
              </Text>
            ) : (
              <ListItemPicker
                label="List items that match, best first"
                items={matches}
                value={itemId}
                onChange={choose}
                error={error}
                failed="The matches could not be loaded."
                loading="Loading matches"
                empty={addToListMessages.noMatch}
                disabled={(i) => i.cart_item_id !== null && i.cart_item_id !== one.id}
                details={(i) => (
                  <>
                    <Badge size="xs" variant="light" color={i.score >= SAME_NUMBER_SCORE ? 'green' : 'gray'}>
                      {matchReason(i.score)}
                    </Badge>
                    {i.cart_item_id !== null && (
                      <Text size="xs" c="dimmed">
                        {i.cart_item_id === one.id ? 'linked to this line' : 'linked to another line'}
                      </Text>
                    )}
                  </>
                )}
              />
            )
          ) : (
            <>
              <SearchBox label="Search list items" placeholder="Code or description" value={search} onChange={setSearch} />
              <ListItemPicker
                label="List item"
                items={items}
                value={itemId}
                onChange={choose}
                error={error}
                failed="The list items could not be loaded."
                empty={debounced ? 'No list item matches.' : 'This project has no list items yet: add the line as a new item instead.'}
                disabled={(i) => i.cart_item_id !== null}
              />
            </>
          )}
          <DialogActions onCancel={onClose} onSave={submit} saving={save.isPending} saveLabel={mode === 'add' ? 'Add to list' : 'Link'} disabled={mode !== 'add' && (!one || (mode === 'match' && one.base_item_id === null))} />
        </Stack>
      </ResponsiveModal>
      {creating && (
        <ListFormDialog
          projectId={projectId}
          target={{ kind: 'create', parent: null }}
          onClose={() => setCreating(false)}
          onSaved={(l) => {
            setListId(String(l.id));
            setError(null);
          }}
        />
      )}
    </>
  );
}
