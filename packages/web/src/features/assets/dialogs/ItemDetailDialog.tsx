import { Alert, Anchor, Button, Divider, Group, Image, Loader, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { assetMessages, isWebAddress, TOOL_ITEM_STATUS_LABELS, TOOL_ITEM_STATUSES, type ToolItemDetail, type ToolItemStatus } from '@jobsite/core';
import { ExpectedReturnBadge, ItemStatusBadge } from '../../../components/assets/AssetBadges';
import { useAssetMutation, useBins, useToolAccess, useToolItem } from '../../../components/assets/api';
import { HistoryTimeline } from '../../../components/assets/HistoryTimeline';
import { LoadError } from '../../../components/LoadError';
import { pickerMessage } from '../../../components/PickerMessage';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { paths } from '../../../config/paths';
import { api, apiUrl } from '../../../lib/api-client';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';
import { formatMoney } from '../../../lib/money';
import { formatQuantity, formatQuantityWithUnit } from '../../../lib/quantity';
import { DetailField } from '../components/DetailField';


/**
 * Warehouse staff change an item's service state, its certification and calibration dates, and,
 * while it is on the shelf, its bin (one of its warehouse's; out on a job it has none until it is received).
 */
function ServiceForm({ item }: { item: ToolItemDetail }) {
  const onShelf = item.project === null && item.warehouse !== null;
  const bins = useBins(item.warehouse?.id, onShelf);
  const [bin, setBin] = useState<string | null>(item.bin ? String(item.bin.id) : null);
  const [status, setStatus] = useState<ToolItemStatus>(item.status);
  const [cert, setCert] = useState(item.certification_due ?? '');
  const [calib, setCalib] = useState(item.calibration_due ?? '');
  const [url, setUrl] = useState(item.certificate_url);
  const save = useAssetMutation((body: object) => api<ToolItemDetail>(`tool_items/${item.id}/`, { method: 'PATCH', body }));
  const changes = {
    ...(onShelf && bin !== (item.bin ? String(item.bin.id) : null) ? { bin_id: bin ? Number(bin) : null } : {}),
    ...(status !== item.status ? { status } : {}),
    ...(cert !== (item.certification_due ?? '') ? { certification_due: cert || null } : {}),
    ...(calib !== (item.calibration_due ?? '') ? { calibration_due: calib || null } : {}),
    ...(url !== item.certificate_url ? { certificate_url: url } : {}),
  };
  const badUrl = isWebAddress(url.trim()) ? null : assetMessages.webAddress;
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label="Status" data={TOOL_ITEM_STATUSES.map((s) => ({ value: s, label: TOOL_ITEM_STATUS_LABELS[s] }))} value={status} allowDeselect={false} onChange={(v) => v && setStatus(v as ToolItemStatus)} />
        <TextInput label="Certificate link" placeholder="https://…" value={url} onChange={(e) => setUrl(e.currentTarget.value)} error={badUrl} />
        <TextInput type="date" label="Certification due" value={cert} onChange={(e) => setCert(e.currentTarget.value)} />
        <TextInput type="date" label="Calibration due" value={calib} onChange={(e) => setCalib(e.currentTarget.value)} />
        {onShelf && (
          <Select
            label="Bin"
            placeholder={bins.isPending ? 'Loading…' : 'No bin'}
            clearable
            data={(bins.data?.results ?? []).map((b) => ({ value: String(b.id), label: `${b.code} · ${b.name}` }))}
            value={bin}
            onChange={setBin}
            error={bins.isError ? 'Bins could not be loaded' : null}
            nothingFoundMessage={pickerMessage(bins, `${item.warehouse?.name ?? 'This warehouse'} has no bins yet: add them in company settings.`, 'Bins could not be loaded')}
          />
        )}
      </SimpleGrid>
      <Group justify="flex-end">
        <Button
          size="xs"
          disabled={Object.keys(changes).length === 0 || badUrl !== null}
          loading={save.isPending}
          onClick={() => save.mutate(changes, { onSuccess: () => showSuccessToast('Item saved'), onError: (e) => handleApiError(e, { labels: { certificate_url: 'Certificate link', bin_id: 'Bin' } }) })}
        >
          Save service details
        </Button>
      </Group>
    </Stack>
  );
}

/** One item: where it is, who holds it, when it is due back, whether it may go out and why not, its kit and history. */
export function ItemDetailDialog({ itemId, onClose }: { itemId: number | null; onClose: () => void }) {
  const item = useToolItem(itemId);
  const access = useToolAccess();
  const i = item.data;
  return (
    <ResponsiveModal opened={itemId !== null} onClose={onClose} title={i ? `${i.model.name} ${i.serial_number}`.trim() : 'Item'} size="lg">
      {item.isPending ? (
        <Loader />
      ) : item.isError ? (
        <LoadError title="Failed to get tool item." query={item} />
      ) : i ? (
        <Stack gap="md">
          <Group gap="xs">
            <ItemStatusBadge status={i.status} />
            <ExpectedReturnBadge date={i.expected_return_date} status={i.expected_return_status} />
          </Group>
          {i.checkout_refusal && (
            <Alert color="red" title="Not fit to go out">
              <Text size="sm">{i.checkout_refusal}</Text>
              {/* a link stored before the http(s) check is not offered */}
              {i.certificate_url && isWebAddress(i.certificate_url) && (
                <Anchor href={i.certificate_url} target="_blank" rel="noreferrer" size="sm">
                  Open the certificate
                </Anchor>
              )}
            </Alert>
          )}
          <Group align="flex-start" wrap="wrap" gap="lg">
            <SimpleGrid cols={2} spacing="sm" style={{ flex: '1 1 280px' }}>
              <DetailField label="Model">
                {i.model.name} ({i.model.code})
              </DetailField>
              <DetailField label="Serial #">{i.serial_number || '—'}</DetailField>
              <DetailField label="Barcode">{i.barcode_value}</DetailField>
              {i.service === 'stock' && (
                <DetailField label="Quantity">
                  {formatQuantityWithUnit(i.quantity, i.model.unit)}
                </DetailField>
              )}
              <DetailField label="Where">
                {i.project ? (
                  <Anchor component={Link} to={paths.projectArea(i.service, i.project.id)}>
                    {i.project.name}
                  </Anchor>
                ) : (
                  `${i.warehouse?.name ?? ''}${i.bin ? ` · bin ${i.bin.code}` : ''}`
                )}
              </DetailField>
              <DetailField label="Home warehouse">{i.warehouse?.name ?? '—'}</DetailField>
              <DetailField label="Custodian">{i.custodian?.name ?? '—'}</DetailField>
              {i.project && <DetailField label="Field leader">{i.project_field_leader ?? '—'}</DetailField>}
              <DetailField label="Certification due">{i.certification_due ?? '—'}</DetailField>
              <DetailField label="Calibration due">{i.calibration_due ?? '—'}</DetailField>
              <DetailField label="Daily rate">{formatMoney(i.daily_rate)}</DetailField>
              {i.kit_items.length > 0 && <DetailField label="Kit">{i.kit_items.map((k) => `${formatQuantity(k.quantity)} × ${k.name}`).join(', ')}</DetailField>}
            </SimpleGrid>
            <Stack gap={4} align="center">
              <Image src={apiUrl(`/api/v1/tool_items/${i.id}/qr_code/`)} alt={`Label code ${i.barcode_value}`} w={120} h={120} />
              <Anchor component={Link} to={paths.itemLabels([i.id])} size="xs">
                Print label
              </Anchor>
            </Stack>
          </Group>
          {i.notes && <Text size="sm">{i.notes}</Text>}
          {access.data?.warehouse && (
            <>
              <Divider label="Service" labelPosition="left" />
              <ServiceForm key={`${i.status}|${i.certification_due}|${i.calibration_due}|${i.certificate_url}|${i.bin?.id}`} item={i} />
            </>
          )}
          <Divider label="History" labelPosition="left" />
          <HistoryTimeline events={i.history} />
        </Stack>
      ) : null}
    </ResponsiveModal>
  );
}
