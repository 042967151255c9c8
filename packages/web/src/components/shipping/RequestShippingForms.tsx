import { Anchor, Button, Group, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconTruckDelivery } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { handleApiError, SNACKBAR_MS } from '../../lib/handle-api-error';
import { useToolAccess } from '../assets/api';
import { LoadError } from '../LoadError';
import { shippingFormsOptions, shippingOpenLinesOptions, useCreateShippingForm } from './api';
import { ShippingStatusBadge } from './ShippingStatusBadge';

/**
 * A tool request's shipping forms (list/?tool_request_id=): each with its status, opening in a
 * new tab as the spec has it, and Create shipping form for the warehouse staff (the group
 * permission allow_edit_all_tool_transfer; the server refuses anyone else).
 */
export function RequestShippingForms({ requestId }: { requestId: number }) {
  const forms = useInfiniteQuery({ ...shippingFormsOptions({ tool_request_id: requestId }, 50), meta: { handlesErrors: true } });
  const access = useToolAccess();
  // offered only while the request has something create/ would take (not once all of it is on forms);
  // if that cannot be read the button stays, and create/ says when there is nothing to take
  const open = useQuery({ ...shippingOpenLinesOptions(requestId), enabled: access.data?.warehouse === true, meta: { handlesErrors: true } });
  const canCreate = access.data?.warehouse === true && (open.data?.can_create === true || open.isError);
  const create = useCreateShippingForm();
  const navigate = useNavigate();
  const rows = forms.data?.pages.flatMap((p) => p.results) ?? [];

  return (
    <Stack gap="xs" role="region" aria-label="Shipping forms">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600}>Shipping forms</Text>
        {canCreate && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconTruckDelivery size={16} />}
            loading={create.isPending}
            onClick={() =>
              create.mutate(requestId, {
                onSuccess: (form) => void navigate(paths.shippingForm(form.id)),
                onError: (e) => handleApiError(e, { autoClose: SNACKBAR_MS }),
              })
            }
          >
            Create shipping form
          </Button>
        )}
      </Group>
      {forms.isPending ? (
        <Loader size="sm" aria-label="Loading shipping forms" />
      ) : forms.isError ? (
        <LoadError title="Shipping forms could not be loaded" query={forms} />
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No shipping form yet.{access.data?.warehouse ? (canCreate ? ' Create one to prepare what leaves the warehouse.' : '') : ' The warehouse creates one when it prepares the delivery.'}
        </Text>
      ) : (
        rows.map((f) => (
          <Group key={f.id} gap="xs" wrap="wrap">
            <Anchor href={paths.shippingForm(f.id)} target="_blank" rel="noopener" size="sm" fw={600}>
              {f.is_return ? 'Return ' : ''}
              {f.number}
              <IconExternalLink size={14} style={{ marginLeft: 4, verticalAlign: 'middle' }} aria-hidden />
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Anchor>
            <ShippingStatusBadge status={f.status} size="sm" />
            <Text size="xs" c="dimmed">
              {f.item_count} item{f.item_count === 1 ? '' : 's'}
              {f.shipping_date ? ` · ships ${f.shipping_date}` : ''}
              {f.delivery_by ? ` · ${f.delivery_by}` : ''}
            </Text>
          </Group>
        ))
      )}
    </Stack>
  );
}
