import { Alert, Badge, Button, Checkbox, Divider, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconScan } from '@tabler/icons-react';
import { useState } from 'react';
import { auditScanBody, type AuditDetail } from '@jobsite/core';
import { useAssetMutation, useAudit } from '../../../components/assets/api';
import { LoadError } from '../../../components/LoadError';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { api } from '../../../lib/api-client';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';
import { formatQuantity } from '../../../lib/quantity';

/**
 * An audit: scan (a hand scanner types into the field and presses Enter) or type each item's
 * code, tick what you see, read what is missing and what turned up unexpectedly, close it.
 * A warehouse's audit is counted by its crew (`crew`, the warehouse role); others read it.
 */
export function AuditDialog({ auditId, crew, onClose }: { auditId: number | null; crew: boolean; onClose: () => void }) {
  const audit = useAudit(auditId);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const scan = useAssetMutation((value: string) => api<AuditDetail>(`asset_audits/${auditId}/scan/`, { method: 'POST', body: { code: value } }));
  const mark = useAssetMutation((b: { item_id: number; found: boolean }) => api<AuditDetail>(`asset_audits/${auditId}/mark/`, { method: 'POST', body: b }));
  const close = useAssetMutation(() => api<AuditDetail>(`asset_audits/${auditId}/close/`, { method: 'POST', body: {} }));
  const a = audit.data;
  const submitCode = () => {
    const checked = auditScanBody.shape.code.safeParse(code);
    if (!checked.success) return setError(checked.error.issues[0].message);
    scan.mutate(checked.data, {
      onSuccess: () => {
        setCode('');
        setError(null);
      },
      onError: (e) => {
        const detail = (e as { body?: { detail?: string } }).body?.detail;
        if (detail) setError(detail);
        else handleApiError(e);
      },
    });
  };
  const expected = a?.lines.filter((l) => l.expected) ?? [];
  const unexpected = a?.lines.filter((l) => !l.expected) ?? [];
  const open = a?.status === 'open';
  const counting = open && (a?.owner_type !== 'warehouse' || crew);
  return (
    <ResponsiveModal opened={auditId !== null} onClose={onClose} title={a ? a.name : 'Audit'} size="lg">
      {audit.isPending ? (
        <Loader />
      ) : audit.isError ? (
        <LoadError title="The audit could not be loaded" query={audit} />
      ) : a ? (
        <Stack gap="md">
          <Group gap="xs" wrap="wrap">
            <Badge color={open ? 'blue' : 'gray'}>{open ? 'Open' : 'Closed'}</Badge>
            <Text size="sm">
              {a.owner_type === 'warehouse' ? 'Warehouse' : 'Project'} {a.owner.name}
            </Text>
            <Text size="sm" c="dimmed">
              {formatQuantity(a.found_count)} of {formatQuantity(a.expected_count)} found{open ? '' : ` · ${formatQuantity(a.missing_count)} missing`}
              {a.unexpected_count ? ` · ${formatQuantity(a.unexpected_count)} unexpected` : ''}
            </Text>
          </Group>
          {open && !counting && <Alert color="gray">Warehouse staff count this warehouse; the result shows here as they scan.</Alert>}
          {counting && (
            <Group align="flex-start" gap="xs">
              <TextInput
                style={{ flex: 1 }}
                aria-label="Item code"
                placeholder="Scan or type a barcode or serial #"
                leftSection={<IconScan size={16} />}
                value={code}
                error={error}
                onChange={(e) => {
                  setCode(e.currentTarget.value);
                  setError(null);
                }}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') submitCode();
                }}
                data-autofocus
              />
              <Button onClick={submitCode} loading={scan.isPending}>
                Found
              </Button>
            </Group>
          )}
          <Divider label={`Expected here (${formatQuantity(expected.length)})`} labelPosition="left" />
          {expected.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nothing was on record here when the audit started.
            </Text>
          ) : (
            <Stack gap={4}>
              {expected.map((l) => (
                <Checkbox
                  key={l.item_id}
                  disabled={!counting}
                  checked={l.found}
                  onChange={(e) => mark.mutate({ item_id: l.item_id, found: e.currentTarget.checked }, { onError: (err) => handleApiError(err) })}
                  label={
                    <Text size="sm" c={!l.found && !open ? 'red' : undefined}>
                      {l.model_name} · {l.serial_number || l.barcode_value}
                      {!l.found && !open ? ' — missing' : ''}
                    </Text>
                  }
                />
              ))}
            </Stack>
          )}
          {unexpected.length > 0 && (
            <>
              <Divider label={`Unexpected (${formatQuantity(unexpected.length)})`} labelPosition="left" />
              {unexpected.map((l) => (
                <Text key={l.item_id} size="sm">
                  {l.model_name} · {l.serial_number || l.barcode_value} <Text span c="dimmed" size="xs">on record {l.recorded_location}</Text>
                </Text>
              ))}
            </>
          )}
          {counting ? (
            <Group justify="flex-end">
              <Button
                variant="light"
                loading={close.isPending}
                onClick={() => close.mutate(undefined, { onSuccess: () => showSuccessToast('Audit closed'), onError: (e) => handleApiError(e) })}
              >
                Close audit
              </Button>
            </Group>
          ) : open ? null : (
            <Alert color="gray">Closed {a.closed_at?.slice(0, 10)}. The result stays as it was counted.</Alert>
          )}
        </Stack>
      ) : null}
    </ResponsiveModal>
  );
}
