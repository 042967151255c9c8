import { Button, Group } from '@mantine/core';
import type { CartItem } from '@jobsite/core';

/** The line's phase and cost codes; either opens the single phase and cost code dialog. */
export function CodeChips({ line, onEdit }: { line: CartItem; onEdit: () => void }) {
  const label = line.base_item_code || line.description;
  const chip = (kind: 'Phase' | 'Cost', code: CartItem['phase_code']) => (
    <Button
      size="compact-xs"
      variant={code ? 'light' : 'subtle'}
      color={code ? 'blue' : 'gray'}
      onClick={onEdit}
      aria-label={`${code ? `${kind} ${code.code}` : `No ${kind.toLowerCase()} code`} of ${label}`}
      title={code ? `${kind} ${code.code} · ${code.name}` : `No ${kind.toLowerCase()} code`}
      styles={{ root: { maxWidth: 150 }, label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
    >
      {code ? `${kind} ${code.code}` : `No ${kind.toLowerCase()} code`}
    </Button>
  );
  return (
    <Group gap={4} wrap="wrap">
      {chip('Phase', line.phase_code)}
      {chip('Cost', line.cost_code)}
    </Group>
  );
}
