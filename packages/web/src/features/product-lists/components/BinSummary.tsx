import { Chip, Group, Text } from '@mantine/core';
import { formatQuantity } from '../../../lib/quantity';
import { useStockByBin } from '../api/stock-by-bin';

/**
 * The project's job-site bins with what is in each: choosing one filters the rows to that bin (again:
 * every bin). A chosen bin with nothing on site (a scanned bin label, say) is shown chosen too, as
 * holding nothing, so the summary never leaves out the bin the rows are filtered to.
 */
export function BinSummary({ projectId, binId, binCode, onChoose }: { projectId: number; binId: number | null; binCode?: string; onChoose: (binId: number | null) => void }) {
  const bins = useStockByBin(projectId);
  const chosenEmpty = binId !== null && bins.data !== undefined && !bins.data.some((b) => (b.bin?.id ?? 0) === binId);
  if (!bins.data?.length && !chosenEmpty) return null;
  return (
    <Group gap={6} wrap="wrap" role="group" aria-label="Bins on this job site">
      <Text size="sm" c="dimmed">
        By bin:
      </Text>
      {chosenEmpty && (
        <Chip size="xs" checked onChange={() => onChoose(null)}>
          {binId === 0 ? 'No bin' : (binCode ?? `Bin #${binId}`)} · nothing on site
        </Chip>
      )}
      {bins.data?.map((b) => {
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
