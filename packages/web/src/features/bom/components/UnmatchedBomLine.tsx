import { Badge, Card, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BomDecision, BomImportLine } from '@jobsite/core';
import { searchProductsOptions } from '../../../components/catalogue/api/search-products';
import { LoadError } from '../../../components/LoadError';

/** What the user chose for an unmatched line; the catalogue item when they picked one. */
export interface LineChoice {
  decision: BomDecision;
  item: { base_item_id: number; base_item_code: string; description: string } | null;
}

const SEARCH_SHOWN = 8;

/** The value of the radio group: "item:<id>", "custom" or "skip". */
const valueOf = (choice: LineChoice | undefined) => (!choice ? null : choice.decision === 'catalogue' && choice.item ? `item:${choice.item.base_item_id}` : choice.decision);

/**
 * One line the catalogue did not match: pick a suggestion or search the catalogue
 * (POST searchproduct/), make it a custom line, or skip it.
 */
export function UnmatchedBomLine({ line, choice, onChoose }: { line: BomImportLine; choice: LineChoice | undefined; onChoose: (choice: LineChoice) => void }) {
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 250);
  const found = useInfiniteQuery({ ...searchProductsOptions({ search_text: search }), enabled: search.length >= 2 });
  const results = (found.data?.pages[0]?.results ?? []).slice(0, SEARCH_SHOWN);
  const options = new Map<number, { base_item_id: number; base_item_code: string; description: string; manufacturer: string | null }>();
  for (const c of line.candidates) options.set(c.base_item_id, c);
  if (choice?.item) options.set(choice.item.base_item_id, { ...choice.item, manufacturer: null });
  for (const r of results) options.set(r.id, { base_item_id: r.id, base_item_code: r.base_item_code, description: r.description, manufacturer: r.manufacturer?.name ?? null });
  const title = line.description || line.catalogue_number;

  const choose = (value: string) => {
    if (value === 'custom' || value === 'skip') return onChoose({ decision: value, item: null });
    const picked = options.get(Number(value.slice('item:'.length)));
    if (picked) onChoose({ decision: 'catalogue', item: { base_item_id: picked.base_item_id, base_item_code: picked.base_item_code, description: picked.description } });
  };

  return (
    <Card withBorder padding="sm" aria-label={`Line ${line.line}`} component="section">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} miw={0} style={{ overflowWrap: 'anywhere' }}>
            Line {line.line}: {line.quantity} × {title}
          </Text>
          {/* the badge keeps its words; a long description wraps beside it (at 390 px it was cut to "N…") */}
          {choice ? (
            <Badge color="green" style={{ flexShrink: 0 }}>
              Decided
            </Badge>
          ) : (
            <Badge color="orange" style={{ flexShrink: 0 }}>
              Needs a decision
            </Badge>
          )}
        </Group>
        {line.catalogue_number && line.description ? (
          <Text size="sm" c="dimmed">
            Catalog number {line.catalogue_number}
          </Text>
        ) : null}
        <TextInput
          label="Search the catalogue"
          placeholder="Catalog number or words of the description"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          aria-label={`Search the catalogue for line ${line.line}`}
        />
        <Radio.Group value={valueOf(choice)} onChange={choose} aria-label={`Decision for line ${line.line}`}>
          <Stack gap={6}>
            {[...options.values()].map((o) => (
              <Radio
                key={o.base_item_id}
                value={`item:${o.base_item_id}`}
                label={`${o.base_item_code} — ${o.description}${o.manufacturer ? ` (${o.manufacturer})` : ''}`}
              />
            ))}
            {search.length >= 2 && !found.isFetching && found.isError ? (
              <LoadError title="The catalogue could not be searched" query={found} />
            ) : search.length >= 2 && !found.isFetching && results.length === 0 ? (
              <Text size="sm" c="dimmed">
                No catalogue item matches “{search}”.
              </Text>
            ) : null}
            <Radio value="custom" label="Add as a custom line" />
            <Radio value="skip" label="Skip this line" />
          </Stack>
        </Radio.Group>
      </Stack>
    </Card>
  );
}
