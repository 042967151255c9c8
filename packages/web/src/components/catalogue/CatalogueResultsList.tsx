import { Badge, Button, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { BaseItemOption, CatalogueItem } from '@jobsite/core';
import { useIsPhone } from '../ResponsiveModal';
import { yourPriceLabel } from './format';

const ROW_HEIGHT = 76;
/** On a phone the package, extras and button go on a line of their own. */
const PHONE_ROW_HEIGHT = 118;

interface Props {
  items: CatalogueItem[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onPick: (item: CatalogueItem, option: BaseItemOption | null) => void;
  pickLabel: string;
  /** The list's most height: it scrolls past it, and is as tall as its rows below it. */
  height: number | string;
  /** Something more on each row, before the pick button (the cart's favourite star). */
  rowExtra?: (item: CatalogueItem) => ReactNode;
}

function ResultRow({ item, onPick, pickLabel, rowExtra }: { item: CatalogueItem; onPick: Props['onPick']; pickLabel: string; rowExtra?: Props['rowExtra'] }) {
  const preferred = item.options.find((o) => o.is_default) ?? item.options[0] ?? null;
  const [optionId, setOptionId] = useState<string | null>(preferred ? String(preferred.id) : null);
  const option = item.options.find((o) => String(o.id) === optionId) ?? null;
  const phone = useIsPhone();
  const about = (
    <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
      <Group gap="xs" wrap="nowrap">
        <Text fw={600} size="sm" ff="monospace">
          {item.base_item_code}
        </Text>
        <Badge variant="light" size="sm">
          {item.category.name}
        </Badge>
      </Group>
      <Text size="sm" truncate="end" title={item.description}>
        {item.description}
      </Text>
      <Text size="xs" c="dimmed" truncate="end">
        {item.manufacturer?.name ?? 'No manufacturer'} · {yourPriceLabel(item)}
      </Text>
    </Stack>
  );
  const actions = (
    <>
      {item.options.length > 1 && (
        <Select
          aria-label={`Package for ${item.base_item_code}`}
          size="xs"
          w={phone ? undefined : 150}
          style={phone ? { flex: 1, minWidth: 0 } : undefined}
          data={item.options.map((o) => ({ value: String(o.id), label: o.name }))}
          value={optionId}
          onChange={setOptionId}
          allowDeselect={false}
        />
      )}
      {rowExtra?.(item)}
      <Button size="xs" variant="light" ml={phone ? 'auto' : undefined} onClick={() => onPick(item, option)} aria-label={`${pickLabel} ${item.base_item_code}`}>
        {pickLabel}
      </Button>
    </>
  );
  const border = { borderBottom: '1px solid var(--mantine-color-gray-3)' };
  if (phone)
    return (
      <Stack gap={6} px="sm" py={6} h={PHONE_ROW_HEIGHT} style={border}>
        {about}
        <Group gap="xs" wrap="nowrap">
          {actions}
        </Group>
      </Stack>
    );
  return (
    <Group wrap="nowrap" justify="space-between" gap="sm" px="sm" h={ROW_HEIGHT} style={border}>
      {about}
      {actions}
    </Group>
  );
}

/** A long list of catalogue items: only the visible rows are rendered; the next page loads near the end. */
export function CatalogueResultsList({ items, hasMore, loadingMore, onLoadMore, onPick, pickLabel, height, rowExtra }: Props) {
  const parentRef = useRef<HTMLDivElement>(null);
  const rowHeight = useIsPhone() ? PHONE_ROW_HEIGHT : ROW_HEIGHT;
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => parentRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    initialRect: { width: 800, height: 600 },
  });
  useEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);
  const virtualItems = virtualizer.getVirtualItems();
  const last = virtualItems.at(-1);

  useEffect(() => {
    if (last && last.index >= items.length - 10 && hasMore && !loadingMore) onLoadMore();
  }, [last, items.length, hasMore, loadingMore, onLoadMore]);

  return (
    <div ref={parentRef} style={{ maxHeight: height, overflowY: 'auto', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}>
      <div role="list" aria-label="Catalogue results" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualItems.map((row) => (
          <div key={items[row.index].id} role="listitem" style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${row.start}px)` }}>
            <ResultRow item={items[row.index]} onPick={onPick} pickLabel={pickLabel} rowExtra={rowExtra} />
          </div>
        ))}
      </div>
      {hasMore && (
        <Group justify="center" p="sm">
          {loadingMore ? <Loader size="sm" /> : <Button variant="subtle" onClick={onLoadMore}>Load more</Button>}
        </Group>
      )}
    </div>
  );
}
