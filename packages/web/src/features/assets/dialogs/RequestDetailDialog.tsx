import { Alert, Badge, Button, Checkbox, Divider, Group, Loader, NumberInput, Stack, Table, Text, Textarea } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { assetMessages, TOOL_REQUEST_ACTION_LABELS, type ToolRequestAction, type ToolRequestDetail, type ToolRequestLine } from '@jobsite/core';
import { itemsOptions, useRequestAction, useToolRequest } from '../../../components/assets/api';
import { RequestStatusBadge } from '../../../components/assets/AssetBadges';
import { HistoryTimeline } from '../../../components/assets/HistoryTimeline';
import { LoadError } from '../../../components/LoadError';
import { RequestShippingForms } from '../../../components/shipping/RequestShippingForms';
import { ResponsiveModal, useIsPhone } from '../../../components/ResponsiveModal';
import { paths } from '../../../config/paths';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';
import { formatQuantity, formatQuantityWithUnit } from '../../../lib/quantity';

type Picks = Record<number, Record<number, number>>;

/** What is wrong with the stock typed from one bin, or with a line's total: kept as typed (not clamped) so the warehouse sees it, in the server's words. */
const overBin = (quantity: number, free: number, onHand: number) => (quantity > free ? (free < onHand ? `At most ${formatQuantity(free)} free to pick` : `At most ${formatQuantity(onHand)} on hand`) : undefined);
const overLine = (chosen: number, open: number) => (chosen > open ? assetMessages.pickOverLine(open, chosen) : undefined);

function LineCandidates({
  request,
  line,
  picks,
  onChange,
}: {
  request: ToolRequestDetail;
  line: ToolRequestLine;
  picks: Record<number, number>;
  onChange: (itemId: number, quantity: number, free: number, onHand: number) => void;
}) {
  const open = line.quantity - line.picked_quantity;
  // the items of the line's model a pick may take today (the server's pickable): on the shelf, fit to go out, not picked for another request
  const candidates = useInfiniteQuery({
    ...itemsOptions({ service: request.service, pickable: true, warehouse_id: request.warehouse?.id, model_id: line.model.id }),
    meta: { handlesErrors: true },
  });
  const items = (candidates.data?.pages.flatMap((p) => p.results) ?? []).filter((i) => i.model.id === line.model.id);
  const chosen = Object.values(picks).reduce((s, q) => s + q, 0);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {line.model.name} — {formatQuantity(chosen)} of {formatQuantity(open)} chosen
      </Text>
      {overLine(chosen, open) && (
        <Text size="sm" c="red" role="alert">
          {overLine(chosen, open)}
        </Text>
      )}
      {candidates.isPending ? (
        <Loader size="sm" />
      ) : candidates.isError ? (
        <LoadError title="Items could not be loaded" query={candidates} />
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No {line.model.name.toLowerCase()} is on the shelf and fit to go out. Leave the line open: the request shows Back-ordered once the rest ships.
        </Text>
      ) : (
        items.map((item) => {
          // what another request picked and has not shipped is not this one's to take
          const free = item.free_quantity ?? item.quantity;
          return request.service === 'stock' ? (
            <Group key={item.id} gap="xs">
              <Text size="sm" style={{ flex: 1 }}>
                {item.bin ? `Bin ${item.bin.code}` : (item.warehouse?.name ?? '')} · {formatQuantityWithUnit(item.quantity, item.model.unit)} on hand
                {free < item.quantity ? `, ${formatQuantity(free)} free to pick` : ''}
              </Text>
              <NumberInput
                aria-label={`Quantity from ${item.bin?.code ?? item.id}`}
                w={100}
                min={0}
                max={free}
                clampBehavior="none"
                allowDecimal={false}
                value={picks[item.id] ?? 0}
                onChange={(v) => onChange(item.id, Number(v) || 0, free, item.quantity)}
                error={overBin(picks[item.id] ?? 0, free, item.quantity)}
              />
            </Group>
          ) : (
            <Checkbox
              key={item.id}
              label={`${item.serial_number || item.barcode_value}${item.bin ? ` · bin ${item.bin.code}` : ''}`}
              checked={Boolean(picks[item.id])}
              disabled={!picks[item.id] && chosen >= open}
              onChange={(e) => onChange(item.id, e.currentTarget.checked ? 1 : 0, free, item.quantity)}
            />
          );
        })
      )}
    </Stack>
  );
}

function PickPanel({ request, onDone }: { request: ToolRequestDetail; onDone: () => void }) {
  const [picks, setPicks] = useState<Picks>({});
  const [onHand, setOnHand] = useState<Record<number, { free: number; onHand: number }>>({});
  const act = useRequestAction(request.id);
  const openLines = request.lines.filter((l) => l.picked_quantity < l.quantity);
  const list = Object.entries(picks).flatMap(([lineId, items]) => Object.entries(items).flatMap(([itemId, quantity]) => (quantity > 0 ? [{ line_id: Number(lineId), item_id: Number(itemId), quantity }] : [])));
  const wrong =
    list.some((p) => overBin(p.quantity, onHand[p.item_id]?.free ?? Infinity, onHand[p.item_id]?.onHand ?? Infinity)) ||
    openLines.some((l) => overLine(Object.values(picks[l.id] ?? {}).reduce((sum, q) => sum + q, 0), l.quantity - l.picked_quantity));
  return (
    <Stack gap="sm">
      <Text fw={600}>Pick items</Text>
      {openLines.map((line) => (
        <LineCandidates
          key={line.id}
          request={request}
          line={line}
          picks={picks[line.id] ?? {}}
          onChange={(itemId, q, free, shelf) => {
            setOnHand((h) => ({ ...h, [itemId]: { free, onHand: shelf } }));
            setPicks((p) => ({ ...p, [line.id]: { ...(p[line.id] ?? {}), [itemId]: q } }));
          }}
        />
      ))}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button
          loading={act.isPending}
          disabled={wrong}
          onClick={() =>
            act.mutate(
              { action: 'pick', body: { picks: list } },
              {
                onSuccess: (r) => {
                  showSuccessToast(`${r.number}: ${r.status_display}`);
                  onDone();
                },
                onError: (e) => handleApiError(e),
              },
            )
          }
        >
          Pick {list.reduce((s, p) => s + p.quantity, 0) || ''} selected
        </Button>
      </Group>
    </Stack>
  );
}

/** A request: its lines with what was picked, shipped and received, the steps open to the caller, and its history. */
export function RequestDetailDialog({ requestId, onClose }: { requestId: number | null; onClose: () => void }) {
  const request = useToolRequest(requestId);
  const act = useRequestAction(requestId ?? 0);
  const [picking, setPicking] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [note, setNote] = useState('');
  // On a phone the four figures fit beside the item with tighter cells, rather than scrolling off to the right.
  const phone = useIsPhone();
  const r = request.data;
  const close = () => {
    setPicking(false);
    setConfirmCancel(false);
    setNote('');
    onClose();
  };
  const run = (action: ToolRequestAction) =>
    act.mutate(
      { action, body: note ? { note } : {} },
      {
        onSuccess: (next) => {
          showSuccessToast(`${next.number}: ${next.status_display}`);
          setConfirmCancel(false);
          setNote('');
        },
        onError: (e) => handleApiError(e),
      },
    );

  return (
    <ResponsiveModal opened={requestId !== null} onClose={close} title={r ? `${r.request_type === 'return' ? 'Return' : 'Request'} ${r.number}` : 'Request'} size="xl">
      {request.isPending ? (
        <Loader />
      ) : request.isError ? (
        <LoadError title="The request could not be loaded" query={request} />
      ) : r ? (
        <Stack gap="md">
          <Group gap="xs" wrap="wrap">
            <RequestStatusBadge request={r} />
            <Text size="sm">
              <Link to={paths.projectArea(r.service, r.project.id)}>{r.project.name}</Link>
              {r.project.main_job_num ? ` · ${r.project.main_job_num}` : ''}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            By {r.requested_by.name}
            {r.submitted_on ? ` · submitted ${r.submitted_on.slice(0, 10)}` : ''}
            {r.need_by_date ? ` · need by ${r.need_by_date}` : ''}
            {r.expected_return_date ? ` · back by ${r.expected_return_date}` : ''}
            {r.warehouse ? ` · ${r.request_type === 'return' ? 'to' : 'from'} ${r.warehouse.name}` : ''}
          </Text>
          {r.notes && <Alert color="gray">{r.notes}</Alert>}
          {r.awaiting_approval && <Alert color="yellow">This request waits for the project's field leader to approve it before the warehouse sees it.</Alert>}
          <Table.ScrollContainer minWidth={phone ? 0 : 480}>
            <Table striped horizontalSpacing={phone ? 4 : 'sm'} fz={phone ? 'xs' : 'sm'}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Item</Table.Th>
                  <Table.Th ta="right">Asked</Table.Th>
                  <Table.Th ta="right">Picked</Table.Th>
                  <Table.Th ta="right">Shipped</Table.Th>
                  <Table.Th ta="right">Received</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {r.lines.map((l) => (
                  <Table.Tr key={l.id}>
                    <Table.Td>
                      <Text size="sm">{l.model.name}</Text>
                      <Text size="xs" c="dimmed">
                        {l.item ? l.item.serial_number || l.item.barcode_value : l.model.code}
                        {l.picks.length > 0 && ` · ${l.picks.map((p) => (p.quantity > 1 ? `${p.name} (${formatQuantity(p.quantity)})` : p.name)).join(', ')}`}
                      </Text>
                      {l.picked_quantity < l.quantity && r.status === 'partly shipped' && (
                        <Badge size="xs" color="orange" variant="light">
                          Back-ordered
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{formatQuantity(l.quantity)}</Table.Td>
                    <Table.Td ta="right">{formatQuantity(l.picked_quantity)}</Table.Td>
                    <Table.Td ta="right">{formatQuantity(l.shipped_quantity)}</Table.Td>
                    <Table.Td ta="right">{formatQuantity(l.received_quantity)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {picking ? (
            <PickPanel request={r} onDone={() => setPicking(false)} />
          ) : r.actions.length > 0 ? (
            <Stack gap="xs">
              <Textarea aria-label="Note with this step" placeholder="Note with this step (optional)" autosize minRows={1} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
              {confirmCancel ? (
                <Alert color="red" title={`Cancel ${r.number}?`}>
                  <Group gap="xs">
                    <Button color="red" size="xs" loading={act.isPending} onClick={() => run('cancel')}>
                      Cancel request
                    </Button>
                    <Button variant="default" size="xs" onClick={() => setConfirmCancel(false)}>
                      Keep it
                    </Button>
                  </Group>
                </Alert>
              ) : (
                <Group gap="xs" wrap="wrap">
                  {r.actions.map((a) =>
                    a === 'pick' ? (
                      <Button key={a} onClick={() => setPicking(true)}>
                        {TOOL_REQUEST_ACTION_LABELS[a]}
                      </Button>
                    ) : a === 'cancel' ? (
                      <Button key={a} variant="light" color="red" onClick={() => setConfirmCancel(true)}>
                        {TOOL_REQUEST_ACTION_LABELS[a]}
                      </Button>
                    ) : (
                      <Button key={a} variant={a === 'stage' ? 'default' : 'filled'} loading={act.isPending && act.variables?.action === a} onClick={() => run(a)}>
                        {a === 'receive' ? (r.request_type === 'return' ? 'Receive at the warehouse' : 'Mark received') : TOOL_REQUEST_ACTION_LABELS[a]}
                      </Button>
                    ),
                  )}
                </Group>
              )}
            </Stack>
          ) : null}
          <RequestShippingForms requestId={r.id} />
          <Divider label="History" labelPosition="left" />
          <HistoryTimeline events={r.history} />
        </Stack>
      ) : null}
    </ResponsiveModal>
  );
}
