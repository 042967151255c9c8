import { Button, Collapse, Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconFilter, IconPlus, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { type CartSummary, NO_CODE_FILTER } from '@jobsite/core';
import { formatMoney, lineCount } from '../format';

export type LineKind = 'all' | 'catalogue' | 'custom' | 'rental' | 'spooled' | 'hfr';
export interface ToolbarState {
  search: string;
  phaseCode: string | null;
  costCode: string | null;
  manufacturerId: string | null;
  kind: LineKind;
  grouped: boolean;
}

const KINDS: { value: LineKind; label: string }[] = [
  { value: 'all', label: 'All lines' },
  { value: 'catalogue', label: 'Catalogue items' },
  { value: 'custom', label: 'Custom items' },
  { value: 'rental', label: 'Rentals' },
  { value: 'spooled', label: 'On a spool' },
  { value: 'hfr', label: 'Hold for release' },
];

interface Props {
  state: ToolbarState;
  onChange: (next: Partial<ToolbarState>) => void;
  summary: CartSummary | undefined;
  onAdd: () => void;
  /** On a phone the filters fold away behind a button, so the lines stay in view. */
  phone?: boolean;
  /** The Import / Export actions (BomFileActions), when the build has them. */
  fileActions?: ReactNode;
}

const codeOptions = (codes: CartSummary['phase_codes'] | undefined, none: string) => [
  { value: NO_CODE_FILTER, label: none },
  ...(codes ?? []).filter((c) => c.code !== '').map((c) => ({ value: c.code, label: `${c.code} · ${c.name} (${c.count})` })),
];

/** Search, filters, grouping and the BOM's totals. */
export function BomToolbar({ state, onChange, summary, onAdd, phone = false, fileActions }: Props) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  const active = [state.phaseCode, state.costCode, state.manufacturerId, state.kind !== 'all' || null].filter(Boolean).length;
  const search = (
    <TextInput
      label="Search materials"
      placeholder="Code, description, manufacturer, comment"
      leftSection={<IconSearch size={16} />}
      value={state.search}
      onChange={(e) => onChange({ search: e.currentTarget.value })}
      style={{ flex: 2, minWidth: 220 }}
    />
  );
  const filters = (
    <>
      <Select
        label="Phase code"
        placeholder="All phase codes"
        clearable
        searchable
        data={codeOptions(summary?.phase_codes, 'No phase code')}
        value={state.phaseCode}
        onChange={(v) => onChange({ phaseCode: v })}
        style={{ flex: 1, minWidth: 160 }}
      />
      <Select
        label="Cost code"
        placeholder="All cost codes"
        clearable
        searchable
        data={codeOptions(summary?.cost_codes, 'No cost code')}
        value={state.costCode}
        onChange={(v) => onChange({ costCode: v })}
        style={{ flex: 1, minWidth: 160 }}
      />
      <Select
        label="Manufacturer"
        placeholder="All manufacturers"
        clearable
        searchable
        data={(summary?.manufacturers ?? []).map((m) => ({ value: String(m.id), label: `${m.name} (${m.count})` }))}
        value={state.manufacturerId}
        onChange={(v) => onChange({ manufacturerId: v })}
        style={{ flex: 1, minWidth: 160 }}
      />
      <Select label="Kind" data={KINDS} value={state.kind} allowDeselect={false} onChange={(v) => onChange({ kind: (v as LineKind) ?? 'all' })} w={phone ? undefined : 170} />
      <Switch label="Group by phase code" checked={state.grouped} onChange={(e) => onChange({ grouped: e.currentTarget.checked })} mb={8} mt={phone ? 'xs' : undefined} />
    </>
  );
  const totals = (
    <Text size="sm" mb={6} aria-label="BOM totals">
      {summary ? `${lineCount(summary.count)} · ${formatMoney(summary.total_price)}` : '…'}
    </Text>
  );
  const add = (
    <Button leftSection={<IconPlus size={16} />} onClick={onAdd}>
      Add items
    </Button>
  );
  if (phone)
    return (
      <Stack gap="xs">
        {search}
        <Group justify="space-between" gap="xs">
          <Button variant="default" leftSection={<IconFilter size={16} />} onClick={() => setFiltersOpen((o) => !o)} aria-expanded={filtersOpen}>
            Filters{active ? ` (${active})` : ''}
          </Button>
          {add}
        </Group>
        <Collapse expanded={filtersOpen}>
          <Stack gap="xs">{filters}</Stack>
        </Collapse>
        <Group justify="space-between" gap="xs">
          {totals}
          {fileActions}
        </Group>
      </Stack>
    );
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      {search}
      {filters}
      <Group gap="sm" ml="auto" align="flex-end">
        {totals}
        {fileActions}
        {add}
      </Group>
    </Group>
  );
}
