import { NativeSelect, Text } from '@mantine/core';
import type { CartItem } from '@jobsite/core';
import { useCartAction } from '../api/cart-action';

/** The line's package (base item option); a change keeps the package count (set_total_quantity). */
export function OptionSelect({ projectId, line }: { projectId: number; line: CartItem }) {
  const action = useCartAction(projectId);
  if (line.options.length < 2) return <Text size="xs">{line.base_item_options?.name ?? '—'}</Text>;
  return (
    <NativeSelect
      aria-label={`Package of ${line.base_item_code || line.description}`}
      size="xs"
      disabled={action.isPending}
      value={line.base_item_options ? String(line.base_item_options.id) : ''}
      data={[...(line.base_item_options ? [] : [{ value: '', label: '—' }]), ...line.options.map((o) => ({ value: String(o.id), label: o.name }))]}
      onChange={(e) => {
        const id = Number(e.currentTarget.value);
        if (!id || id === line.base_item_options?.id) return;
        action.mutate({ func: 'set_total_quantity', item_id: line.id, package_count: line.package_count, base_item_options: id, expected_updated_at: line.updated_at });
      }}
    />
  );
}
