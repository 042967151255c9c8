import { Chip, Group, Text } from '@mantine/core';
import { formatQuantity } from '../../../lib/quantity';
import { useStockByBin } from '../api/stock-by-bin';

/** The project's job-site bins with what is in each: choosing one filters the rows to that bin (again: every bin). */
export function BinSummary({ projectId, binId, onChoose }: { projectId: number; binId: number | null; onChoose: (binId: number | null) => void }) {
  const bins = useStockByBin(projectId);
  if (!bins.data?.length) return null;
  return (
    <Group gap={6} wrap="wrap" role="group" aria-label="Bins on this job site">
      <Text size="sm" c="dimmed">
        By bin:
      </Text>
      {bins.data.map((b) => {
        const id = b.bin?.id ?? 0;
        return (
          <Chip key={id} size="xs" checked={binId === id} onChange={() => onChoose(binId === id ? null : id)}>
            {b.bin ? b.bin.code : 'No bin'} · {b.item_count} item{b.item_count === 1 ? '' : 's'}, {formatQuantity(b.quantity)}
          </Chip>
        );
      })}
    </Group>
  );
}
