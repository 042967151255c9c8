import { Alert, Anchor, Button, Group, Select, Stack, Table, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Requisition } from '@jobsite/core';
import { LoadError } from '../../../components/LoadError';
import { supplierOption, useSupplierChoices } from '../../../components/orders/supplier-choices';
import { pickerMessage } from '../../../components/PickerMessage';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { paths } from '../../../config/paths';
import { showSuccessToast } from '../../../lib/handle-api-error';
import { useRequisitionAction } from '../api/requisition-actions';
import { requisitionOptions } from '../api/requisitions';
import { RequisitionStatusBadge } from '../components/RequisitionStatusBadge';
import { localDay } from '../../../lib/dates';

function Facts({ r }: { r: Requisition }) {
  return (
    <Stack gap={2}>
      <Group gap="xs">
        <RequisitionStatusBadge status={r.status} />
        <Text size="sm">
          {r.project.name}
          {r.project.main_job_num ? ` · Job # ${r.project.main_job_num}` : ''}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        Asked by {r.requested_by.name} on {localDay(r.created_at)}
        {r.need_by_date ? ` · need by ${r.need_by_date}` : ''}
      </Text>
      {r.note && <Text size="sm">“{r.note}”</Text>}
      {r.decided_by && (
        <Text size="sm" c="dimmed">
          {r.status === 'rejected' ? 'Rejected' : r.status === 'canceled' ? 'Canceled' : 'Approved'} by {r.decided_by.name}
          {r.decision_note ? `: ${r.decision_note}` : ''}
        </Text>
      )}
    </Stack>
  );
}

/** What the approved requisition can become, and the purchaser's decisions; only what core's abilities allow. */
function Actions({ r }: { r: Requisition }) {
  const act = useRequisitionAction(r.id);
  const suppliers = useSupplierChoices(r.abilities.to_purchase_order);
  const [supplierId, setSupplierId] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const a = r.abilities;
  if (!Object.values(a).some(Boolean)) return null;
  return (
    <Stack gap="xs">
      {a.to_purchase_order && (
        <Group align="flex-end" wrap="wrap" gap="xs">
          <Select
            label="Supplier for the purchase order"
            placeholder="Choose later on the order"
            clearable
            data={(suppliers.data?.results ?? []).map(supplierOption)}
            nothingFoundMessage={pickerMessage(suppliers, 'No supplier yet: add them under Company settings, Suppliers.', 'Your suppliers could not be loaded')}
            value={supplierId}
            onChange={setSupplierId}
            w={{ base: '100%', sm: 280 }}
          />
          <Button
            loading={act.isPending && act.variables?.action === 'to_purchase_order'}
            onClick={() =>
              act.mutate({ action: 'to_purchase_order', body: { supplier_id: supplierId ? Number(supplierId) : null } }, { onSuccess: () => showSuccessToast('Purchase order created.') })
            }
          >
            Turn into a purchase order
          </Button>
          {a.to_stock_request && (
            <Button variant="light" loading={act.isPending && act.variables?.action === 'to_stock_request'} onClick={() => act.mutate({ action: 'to_stock_request' }, { onSuccess: () => showSuccessToast('Stock request sent.') })}>
              Request from stock
            </Button>
          )}
        </Group>
      )}
      {rejecting ? (
        <Stack gap="xs">
          <Textarea label="Why is it rejected?" autosize minRows={2} value={reason} onChange={(e) => setReason(e.currentTarget.value)} maxLength={2000} data-autofocus />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRejecting(false)}>
              Back
            </Button>
            <Button color="red" disabled={!reason.trim()} loading={act.isPending} onClick={() => act.mutate({ action: 'reject', body: { decision_note: reason.trim() } }, { onSuccess: () => setRejecting(false) })}>
              Reject
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group justify="flex-end" gap="xs">
          {a.cancel && (
            <Button variant="subtle" color="gray" loading={act.isPending && act.variables?.action === 'cancel'} onClick={() => act.mutate({ action: 'cancel' })}>
              Cancel requisition
            </Button>
          )}
          {a.reject && (
            <Button variant="light" color="red" onClick={() => setRejecting(true)}>
              Reject…
            </Button>
          )}
          {a.approve && (
            <Button loading={act.isPending && act.variables?.action === 'approve'} onClick={() => act.mutate({ action: 'approve' })}>
              Approve
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}

/** A material requisition: its lines and story, and what the caller may do with it now. */
export function RequisitionDetailDialog({ requisitionId, onClose }: { requisitionId: number | null; onClose: () => void }) {
  const query = useQuery({ ...requisitionOptions(requisitionId ?? 0), enabled: requisitionId !== null });
  const r = query.data;
  return (
    <ResponsiveModal opened={requisitionId !== null} onClose={onClose} title={r ? `Material requisition #${r.id}` : 'Material requisition'} size="lg">
      {query.isPending ? (
        <Text c="dimmed">Loading…</Text>
      ) : query.isError || !r ? (
        <LoadError title="The requisition could not be loaded" query={query} />
      ) : (
        <Stack gap="md">
          <Facts r={r} />
          <div style={{ overflowX: 'auto' }} tabIndex={0} role="group" aria-label="Requested material, scrolls sideways">
            <Table aria-label="Requested material">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Material</Table.Th>
                  <Table.Th ta="right">Quantity</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {r.lines.map((l) => (
                  <Table.Tr key={l.id}>
                    <Table.Td>
                      <Text size="sm">{l.description}</Text>
                      <Text size="xs" c="dimmed">
                        {[l.code, l.kind === 'product_list' ? 'from a product list' : l.kind === 'catalogue' ? 'catalogue' : 'free text', l.note].filter(Boolean).join(' · ')}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      {l.quantity} {l.unit}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
          {r.purchase_order_id && (
            <Alert color="green" title="Ordered">
              <Anchor component={Link} to={paths.buyerOrder(r.purchase_order_id)} onClick={onClose}>
                Open the purchase order
              </Anchor>
            </Alert>
          )}
          {r.tool_request_id && (
            <Alert color="teal" title="Requested from stock">
              <Anchor component={Link} to={paths.assetRequests('stock', { requestId: r.tool_request_id })} onClick={onClose}>
                Open the stock request
              </Anchor>
            </Alert>
          )}
          <Actions r={r} />
        </Stack>
      )}
    </ResponsiveModal>
  );
}
