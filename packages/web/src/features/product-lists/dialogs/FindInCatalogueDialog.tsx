import { Alert, Badge, Group, Loader, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { ProductListItem } from '@jobsite/core';
import { DialogActions } from '../../../components/DialogActions';
import { matchReason, SAME_NUMBER_SCORE, useCatalogueSuggestions } from '../../../components/product-lists/api/matching';
import { useUpdateListItems } from '../../../components/product-lists/api/update-list-items';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';

export const findInCatalogueMessages = {
  choose: 'Choose the catalogue item this item is.',
  none: 'No catalogue item looks like this one. Search the catalogue from the BOM and add it there instead.',
} as const;

/**
 * Find in catalogue: for a custom list item (no catalogue item), the catalogue items the server
 * suggests (the same catalogue number first, then description likeness) and linking the chosen
 * one (UpdateProductListItem/ update with base_item_id), so the item can be ordered.
 */
export function FindInCatalogueDialog({ item, onClose }: { item: ProductListItem; onClose: () => void }) {
  const suggestions = useCatalogueSuggestions(item.id);
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useUpdateListItems();
  const submit = () => {
    if (!chosen) return setError(findInCatalogueMessages.choose);
    const picked = suggestions.data?.find((s) => String(s.base_item_id) === chosen);
    save.mutate(
      { action: 'update', list_item_id: item.id, base_item_id: Number(chosen) },
      { onSuccess: () => (showSuccessToast(`${item.description} is now ${picked?.code ?? 'a catalogue item'}`), onClose()), onError: (e) => handleApiError(e) },
    );
  };
  return (
    <ResponsiveModal opened onClose={onClose} title="Find in catalogue" size="lg">
      <Stack>
        <Text size="sm">
          {item.code ? `${item.code} · ` : ''}
          {item.description}
        </Text>
        {suggestions.isError ? (
          <Alert color="red" title="The suggestions could not be loaded">
            Close this dialog and try again.
          </Alert>
        ) : !suggestions.data ? (
          <Loader size="sm" aria-label="Loading suggestions" />
        ) : suggestions.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {findInCatalogueMessages.none}
          </Text>
        ) : (
          <Radio.Group
            label="Catalogue items, best match first"
            value={chosen}
            onChange={(v) => {
              setChosen(v);
              setError(null);
            }}
            error={error}
          >
            <Stack gap={8} mt={6} mah={360} style={{ overflowY: 'auto' }}>
              {suggestions.data.map((s) => (
                <Radio
                  key={s.base_item_id}
                  value={String(s.base_item_id)}
                  label={
                    <Group gap={6} wrap="wrap">
                      <Text size="sm" ff="monospace" fw={600}>
                        {s.code}
                      </Text>
                      <Text size="sm">{s.description}</Text>
                      <Text size="xs" c="dimmed">
                        {[s.manufacturer, s.unit].filter(Boolean).join(' · ')}
                      </Text>
                      <Badge size="xs" variant="light" color={s.score >= SAME_NUMBER_SCORE ? 'green' : 'gray'}>
                        {matchReason(s.score)}
                      </Badge>
                    </Group>
                  }
                  aria-label={`${s.code} ${s.description}`}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        <DialogActions onCancel={onClose} onSave={submit} saving={save.isPending} saveLabel="Link catalogue item" disabled={!suggestions.data?.length} />
      </Stack>
    </ResponsiveModal>
  );
}
