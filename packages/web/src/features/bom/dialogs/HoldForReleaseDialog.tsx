import { Badge, Button, Group, Loader, Radio, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { type CartItem, formatQuantity, formatQuantityWithUnit, type HfrItem, quantityLeft } from '@jobsite/core';
import { DialogActions } from '../../../components/DialogActions';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { showSuccessToast } from '../../../lib/handle-api-error';
import { useCartAction } from '../api/cart-action';
import { useHfrItems } from '../api/search-hfr-items';
import { LoadError } from '../../../components/LoadError';

/** What is left to link on an HFR item: released stock and what linked lines already take are gone. */
const leftOn = (h: HfrItem) => Math.max(0, quantityLeft(h.quantity_available, h.quantity_linked));

/**
 * Hold for release of a catalogue line: the company's HFR items of its catalogue item with
 * their quantities, the line's current link, and linking the line to a chosen one
 * (auto_match_hfr_item with hfr_item_id; the server checks what is left).
 */
export function HoldForReleaseDialog({ projectId, line, onClose }: { projectId: number; line: CartItem; onClose: () => void }) {
  const found = useHfrItems(line.base_item_id!);
  const current = line.hfr_item?.id ?? null;
  const [picked, setPicked] = useState<string | null>(current === null ? null : String(current));
  const action = useCartAction(projectId);
  const items = found.data?.results ?? [];
  const link = () => {
    const id = Number(picked);
    if (!picked || id === current) return onClose();
    action.mutate({ func: 'auto_match_hfr_item', id_list: [line.id], hfr_item_id: id }, { onSuccess: (r) => (showSuccessToast(r.detail ?? 'Linked to hold for release'), onClose()) });
  };
  const unlink = () => action.mutate({ func: 'unlink_from_hfr_item', item_id: line.id }, { onSuccess: () => (showSuccessToast('Unlinked from hold for release'), onClose()) });
  const where = (h: HfrItem) => (h.project_id === projectId ? 'This project' : h.project_id === null ? 'Any project' : 'Another project');
  return (
    <ResponsiveModal opened onClose={onClose} title="Hold for release" size="xl">
      <Stack>
        <Text size="sm">
          {line.base_item_code} · {line.description} · needs {formatQuantityWithUnit(line.total_quantity, line.unit)}
        </Text>
        <Group gap="xs" aria-label="Current link">
          {line.hfr_item ? (
            <>
              <Text size="sm">
                Linked to <b>{line.hfr_item.release_number}</b>
                {line.hfr_item.supplier ? ` (${line.hfr_item.supplier.name})` : ''}
              </Text>
              <Button size="compact-xs" variant="subtle" color="red" onClick={unlink} disabled={action.isPending}>
                Unlink
              </Button>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              Not linked to a hold-for-release item.
            </Text>
          )}
        </Group>
        {found.isPending ? (
          <Loader size="sm" aria-label="Loading hold-for-release items" />
        ) : found.isError ? (
          <LoadError title="Hold-for-release items could not be loaded" query={found} />
        ) : !items.length ? (
          <Text size="sm" c="dimmed">
            No hold-for-release item of this catalogue item.
          </Text>
        ) : (
          <Radio.Group value={picked} onChange={setPicked} aria-label="Hold-for-release items">
            <ScrollArea.Autosize mah={360}>
              <Table striped verticalSpacing={6} miw={640}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th />
                    <Table.Th>Release</Table.Th>
                    <Table.Th>Supplier</Table.Th>
                    <Table.Th>For</Table.Th>
                    <Table.Th ta="right">Held</Table.Th>
                    <Table.Th ta="right">Released</Table.Th>
                    <Table.Th ta="right">On lines</Table.Th>
                    <Table.Th ta="right">Left</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((h) => (
                    <Table.Tr key={h.id}>
                      <Table.Td>
                        <Radio value={String(h.id)} aria-label={`Use ${h.release_number}`} />
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <Text size="sm">{h.release_number}</Text>
                          {h.id === current && (
                            <Badge size="xs" variant="light" color="cyan">
                              Linked
                            </Badge>
                          )}
                        </Group>
                      </Table.Td>
                      <Table.Td>{h.supplier?.name ?? '—'}</Table.Td>
                      <Table.Td>{where(h)}</Table.Td>
                      <Table.Td ta="right">{formatQuantity(h.quantity_held)}</Table.Td>
                      <Table.Td ta="right">{formatQuantity(h.quantity_released)}</Table.Td>
                      <Table.Td ta="right">
                        {formatQuantity(h.quantity_linked)} ({h.linked_count})
                      </Table.Td>
                      <Table.Td ta="right">{formatQuantity(leftOn(h))}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
          </Radio.Group>
        )}
        <DialogActions onCancel={onClose} onSave={link} saving={action.isPending} saveLabel="Link to this item" disabled={!picked || Number(picked) === current} />
      </Stack>
    </ResponsiveModal>
  );
}
