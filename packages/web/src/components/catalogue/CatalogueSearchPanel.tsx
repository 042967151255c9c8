import { Button, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { type BaseItemOption, type CatalogueItem, catalogueMessages, type ProductSearchFilter, SEARCH_TEXT_MAX_LENGTH } from '@jobsite/core';
import { useSearchOptions } from './api/get-search-options';
import { useSearchProducts } from './api/search-products';
import { CatalogueResultsList } from './CatalogueResultsList';
import { nextPageLoader } from '../../lib/load-more';
import { LoadError } from '../LoadError';

export interface CatalogueSearchPanelProps {
  /** Called with the item and the package (base item option) chosen on its row. */
  onPick: (item: CatalogueItem, option: BaseItemOption | null) => void;
  /** The label of each row's button: "View" on the catalogue page, "Add" in the cart. */
  pickLabel?: string;
  /** The result list's most height: it scrolls past it. */
  listHeight?: number | string;
  /** Told the filters in effect (the catalogue page builds its sheet download from them). */
  onFilterChange?: (filter: ProductSearchFilter) => void;
  /** Something more on each result row (the cart's favourite star). */
  rowExtra?: (item: CatalogueItem) => ReactNode;
}

/**
 * Catalogue search with text, category, manufacturer and unit price filters and a
 * virtualised, load-more result list. The cart's add-item panel reuses it.
 */
export function CatalogueSearchPanel({ onPick, pickLabel = 'View', listHeight = '60vh', onFilterChange, rowExtra }: CatalogueSearchPanelProps) {
  const [text, setText] = useState('');
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [manufacturerId, setManufacturerId] = useState<string | null>(null);
  const [unitPrice, setUnitPrice] = useState<number | string>('');
  const [debouncedText] = useDebouncedValue(text.trim(), 300);
  const [debouncedPrice] = useDebouncedValue(unitPrice, 300);

  const options = useSearchOptions(categoryId ? Number(categoryId) : null);
  const priceError = typeof unitPrice === 'number' && unitPrice <= 0 ? catalogueMessages.unitPricePositive : null;
  const filter = useMemo<ProductSearchFilter>(
    () => ({
      search_text: debouncedText,
      category_id: categoryId ? Number(categoryId) : null,
      manufacturer_id: manufacturerId ? Number(manufacturerId) : null,
      unit_price: typeof debouncedPrice === 'number' && debouncedPrice > 0 ? debouncedPrice : null,
    }),
    [debouncedText, categoryId, manufacturerId, debouncedPrice],
  );
  useEffect(() => onFilterChange?.(filter), [filter, onFilterChange]);
  const search = useSearchProducts(filter);
  const items = useMemo(() => search.data?.pages.flatMap((p) => p.results) ?? [], [search.data]);
  const count = search.data?.pages[0]?.count;
  // Of the search whose count shows (the debounced filter), not of what is being typed.
  const filtered = Boolean(filter.search_text || filter.category_id || filter.manufacturer_id || filter.unit_price);
  const clearFilters = () => {
    setText('');
    setCategoryId(null);
    setManufacturerId(null);
    setUnitPrice('');
  };

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Search catalogue"
          placeholder="Catalog number, UPC, description or manufacturer"
          leftSection={<IconSearch size={16} />}
          value={text}
          maxLength={SEARCH_TEXT_MAX_LENGTH}
          onChange={(e) => setText(e.currentTarget.value)}
          style={{ flex: 2, minWidth: 240 }}
        />
        <Select
          label="Category"
          placeholder="All categories"
          clearable
          searchable
          data={(options.data?.categories ?? []).map((c) => ({ value: String(c.id), label: `${c.name} (${c.item_count})` }))}
          value={categoryId}
          onChange={(v) => {
            setCategoryId(v);
            setManufacturerId(null);
          }}
          style={{ flex: 1, minWidth: 180 }}
        />
        <Select
          label="Manufacturer"
          placeholder="All manufacturers"
          clearable
          searchable
          data={(options.data?.manufacturers ?? []).map((m) => ({ value: String(m.id), label: m.name }))}
          value={manufacturerId}
          onChange={setManufacturerId}
          style={{ flex: 1, minWidth: 180 }}
        />
        <NumberInput
          label="Unit price"
          description="Within 1%, per each, hundred or thousand"
          placeholder="e.g. 45.20"
          min={0}
          decimalScale={4}
          prefix="$"
          value={unitPrice}
          onChange={setUnitPrice}
          error={priceError}
          style={{ width: 170 }}
        />
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {search.isPending ? 'Searching…' : count === undefined ? '' : `${count.toLocaleString()} item${count === 1 ? '' : 's'}`}
      </Text>
      {search.isError && !items.length ? (
        <LoadError title="The catalogue could not be searched" query={search} />
      ) : count === 0 ? (
        <Group gap="sm">
          <Text c="dimmed">
            {filtered
              ? 'No catalogue items match. Check the number, type fewer words, or clear the filters.'
              : 'The catalogue has no items yet. A supplier adds them with a price file.'}
          </Text>
          {filtered && (
            <Button size="xs" variant="light" onClick={clearFilters}>
              Clear filters
            </Button>
          )}
        </Group>
      ) : (
        <CatalogueResultsList
          items={items}
          hasMore={Boolean(search.hasNextPage)}
          loadingMore={search.isFetchingNextPage}
          onLoadMore={nextPageLoader(search.fetchNextPage)}
          onPick={onPick}
          pickLabel={pickLabel}
          height={listHeight}
          rowExtra={rowExtra}
        />
      )}
    </Stack>
  );
}
