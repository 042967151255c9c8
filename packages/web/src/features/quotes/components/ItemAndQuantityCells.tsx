import { Table } from '@mantine/core';
import type { QuoteDetail } from '@jobsite/core';
import { LineItemText } from '../../../components/orders/LineItemText';
import { formatQuantityWithUnit } from '../../../lib/quantity';

/** A quote line's first two cells in the buyer's comparison and the price sheet: the item, and how many. */
export function ItemAndQuantityCells({ line }: { line: QuoteDetail['lines'][number] }) {
  return (
    <>
      <Table.Td>
        <LineItemText description={line.description} code={line.code} />
      </Table.Td>
      <Table.Td ta="right">{formatQuantityWithUnit(line.quantity, line.unit)}</Table.Td>
    </>
  );
}
