import { NumberInput, Tooltip } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { CART_MAX_PACKAGE_COUNT, type CartItem, isPositiveQuantity, packageCountProblem } from '@jobsite/core';
import { useCartAction } from '../api/cart-action';
import { packagePreview } from '../format';

/**
 * Inline quantity (package count) of a line: Enter or leaving the field saves it through
 * set_total_quantity. Zero or less says "Quantity must be greater than 0" and sends nothing;
 * an unchanged value sends nothing; Escape puts the saved value back. While a new count is
 * typed, a tip shows what it makes (units and extended price) and that leaving saves it.
 */
export function QuantityInput({ projectId, line, size = 'xs' }: { projectId: number; line: CartItem; size?: 'xs' | 'sm' }) {
  const [value, setValue] = useState<number | string>(line.package_count);
  const [error, setError] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  const sending = useRef<number | null>(null);
  const action = useCartAction(projectId);
  useEffect(() => {
    setValue(line.package_count);
    setError(null);
  }, [line.package_count]);

  const commit = () => {
    const problem = packageCountProblem(value);
    if (problem) return setError(problem);
    const next = Number(value);
    setError(null);
    if (next === line.package_count || next === sending.current) return;
    sending.current = next;
    action.mutate(
      { func: 'set_total_quantity', item_id: line.id, package_count: next, base_item_options: line.base_item_options?.id ?? null, expected_updated_at: line.updated_at },
      {
        onError: () => setValue(line.package_count),
        onSettled: () => {
          sending.current = null;
        },
      },
    );
  };

  const draft = typeof value === 'number' ? value : Number(value);
  const changed = focused && !error && isPositiveQuantity(draft) && draft !== line.package_count;
  return (
    <Tooltip
      opened={changed}
      position="bottom"
      withArrow
      label={`${packagePreview(changed ? draft : line.package_count, line.base_item_options?.package_quantity, line.unit, line.unit_price)} · Enter or leaving the field saves`}
    >
      <NumberInput
        aria-label={`Quantity of ${line.base_item_code || line.description}`}
        size={size}
        w={96}
        max={CART_MAX_PACKAGE_COUNT}
        clampBehavior="none"
        decimalScale={3}
        hideControls
        value={value}
        error={error}
        onChange={(v) => {
          setValue(v);
          if (error) setError(null);
        }}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          commit();
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
          if (e.key === 'Escape') {
            setValue(line.package_count);
            setError(null);
          }
        }}
        styles={{ error: { whiteSpace: 'nowrap' } }}
      />
    </Tooltip>
  );
}
