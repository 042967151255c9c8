import { Alert, Anchor, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { ConfirmedStatus, ShippingForm } from '@jobsite/core';
import { LoadError } from '../../../components/LoadError';
import { useIsPhone } from '../../../components/ResponsiveModal';
import { shippingKeys } from '../../../components/shipping/api';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useRealtimeEvents } from '../../../lib/use-realtime';
import { useShippingForm } from '../api/get-shipping-form';
import { AttachmentsSection } from '../components/AttachmentsSection';
import { CcSection } from '../components/CcSection';
import { ChangeLogPanel } from '../components/ChangeLogPanel';
import { DeliveriesSection } from '../components/DeliveriesSection';
import { DetailsSection } from '../components/DetailsSection';
import { FormActions } from '../components/FormActions';
import { PackagingSection } from '../components/PackagingSection';
import { RelatedForms } from '../components/RelatedForms';
import { ShippingItemsSection } from '../components/ShippingItemsSection';
import { StatusBar } from '../components/StatusBar';
import { CreateReturnDialog, type ReturnLine } from '../dialogs/CreateReturnDialog';
import { localDay } from '../../../lib/dates';

/** The confirm dialog (with the signature pad) loads when it is first opened. */
const ConfirmDeliveryDialog = lazy(async () => ({ default: (await import('../dialogs/ConfirmDeliveryDialog')).ConfirmDeliveryDialog }));

/** The lines the receiver found damaged, as a return of exactly those (what was short never arrived: there is nothing of it to send back). */
export function exceptionLines(form: ShippingForm): ReturnLine[] {
  return form.shipping_items.flatMap((i) => (i.exception === 'damaged' && i.exception_quantity > 0 ? [{ shipping_item_id: i.id, quantity: Math.min(i.exception_quantity, i.quantity) }] : []));
}

function Heading({ form }: { form: ShippingForm }) {
  return (
    <Stack gap={4}>
      <Anchor component={Link} to={paths.shippingForms()} size="sm">
        ← Shipping forms
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={1} size="h2">
            {form.is_return ? 'Return' : 'Shipping form'} {form.number}
          </Title>
          <Text size="sm" c="dimmed">
            {[
              form.project ? `${form.project.name}${form.project.main_job_num ? ` (${form.project.main_job_num})` : ''}` : null,
              form.tool_request ? `request ${form.tool_request.number}` : null,
              `created by ${form.created_by} on ${localDay(form.created_at)}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        <FormActions form={form} />
      </Group>
    </Stack>
  );
}

function FormBody({ form }: { form: ShippingForm }) {
  const phone = useIsPhone();
  const [confirming, setConfirming] = useState<ConfirmedStatus | null>(null);
  const [returning, setReturning] = useState<{ lines?: ReturnLine[] } | null>(null);
  const exceptions = exceptionLines(form);
  const offerExceptionReturn = form.abilities.create_return && exceptions.length > 0 && form.return_forms.length === 0;

  return (
    <Stack gap="md">
      <Heading form={form} />
      <StatusBar form={form} onConfirm={setConfirming} />
      {offerExceptionReturn && (
        <Alert color="orange" title={`${exceptions.length} line${exceptions.length === 1 ? ' was' : 's were'} damaged`}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">Send them back to the warehouse on a return form with exactly those lines.</Text>
            <Button size="xs" color="orange" onClick={() => setReturning({ lines: exceptions })}>
              Create return for these lines
            </Button>
          </Stack>
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <DetailsSection form={form} />
            <ShippingItemsSection form={form} />
            <PackagingSection form={form} />
            <DeliveriesSection form={form} />
            <AttachmentsSection form={form} />
            <CcSection form={form} />
            <RelatedForms
              form={form}
              action={
                form.abilities.create_return && (
                  <Button size="compact-sm" variant="light" onClick={() => setReturning({})}>
                    Create return
                  </Button>
                )
              }
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ChangeLogPanel form={form} collapsible={phone} />
        </Grid.Col>
      </Grid>
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmDeliveryDialog form={form} status={confirming} onClose={() => setConfirming(null)} />
        </Suspense>
      )}
      {form.abilities.create_return && <CreateReturnDialog form={form} opened={returning !== null} lines={returning?.lines} onClose={() => setReturning(null)} />}
    </Stack>
  );
}

/** /shipping/{shippingFormID}/: one shipping form, opened in a new tab or by its share link. */
export function ShippingFormPage() {
  const id = Number(useParams().shippingFormID) || 0;
  const form = useShippingForm(id);
  const qc = useQueryClient();
  useRealtimeEvents((e) => {
    if (e.type === 'notification') void qc.invalidateQueries({ queryKey: shippingKeys.form(id) });
  });

  if (form.data) return <FormBody form={form.data} />;
  const missing = id === 0 || (form.error instanceof ApiError && (form.error.status === 404 || form.error.status === 400));
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Shipping form
      </Title>
      {missing ? (
        <Text>
          This shipping form does not exist, was deleted, or is not yours to see.{' '}
          <Anchor component={Link} to={paths.shippingForms()}>
            Open the shipping forms.
          </Anchor>
        </Text>
      ) : form.isError ? (
        <LoadError title="The shipping form could not be loaded" query={form} />
      ) : (
        <Text c="dimmed">Loading…</Text>
      )}
    </Stack>
  );
}
