import { Group, Loader, Radio, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ListItemChoice {
  id: number;
  code: string;
  description: string;
  list_name: string;
  cart_item_id: number | null;
}

/**
 * A radio list of the project's list items to link a BOM line to, scrolling past 300 px: what
 * failed, a loader until they are in (when `loading` names it), the empty state, or the items,
 * each "{code or Custom} · {description} ({list})".
 */
export function ListItemPicker<T extends ListItemChoice>({
  label,
  items,
  value,
  onChange,
  error,
  failed,
  loading,
  empty,
  disabled,
  details,
}: {
  label: string;
  items: { isError: boolean; data?: T[] };
  value: string | null;
  onChange: (id: string) => void;
  error: string | null;
  /** Said when the items could not be loaded. */
  failed: string;
  /** Names the loader shown while the items load (nothing shows unless given). */
  loading?: string;
  empty: ReactNode;
  /** Which items cannot be chosen (linked to another line). */
  disabled: (item: T) => boolean;
  /** More about each item beside its name (why it matches); the name then labels the choice. */
  details?: (item: T) => ReactNode;
}) {
  return (
    <Radio.Group label={label} value={value} onChange={onChange} error={error}>
      <Stack gap={6} mt={6} mah={300} style={{ overflowY: 'auto' }}>
        {items.isError ? (
          <Text size="sm" c="red">
            {failed}
          </Text>
        ) : !items.data && loading ? (
          <Loader size="sm" aria-label={loading} />
        ) : items.data?.length === 0 ? (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        ) : (
          (items.data ?? []).map((i) => {
            const name = `${i.code || 'Custom'} · ${i.description} (${i.list_name})`;
            return (
              <Radio
                key={i.id}
                value={String(i.id)}
                disabled={disabled(i)}
                aria-label={details ? name : undefined}
                label={
                  details ? (
                    <Group gap={6} wrap="wrap">
                      <Text size="sm">{name}</Text>
                      {details(i)}
                    </Group>
                  ) : (
                    name
                  )
                }
              />
            );
          })
        )}
      </Stack>
    </Radio.Group>
  );
}
