import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { keepsDeliveryOption, type ShippingForm, type UpdateShippingFormBody } from '@jobsite/core';
import { useUpdateShippingForm } from '../api/update-shipping-form';
import { ChangeWarehouseDialog } from '../dialogs/ChangeWarehouseDialog';
import { DeliveryOptionDialog } from '../dialogs/DeliveryOptionDialog';
import { EditShippingDetailsDialog } from '../dialogs/EditShippingDetailsDialog';
import { snackError, snackSuccess } from '../snackbar';
import { InlineTextField } from './InlineTextField';
import { Section } from './Section';

function Field({ label, children, action }: { label: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Stack gap={2}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        {action}
      </Group>
      {children}
    </Stack>
  );
}

/**
 * Where it comes from and goes to: the pickup warehouse (for a return, the warehouse it goes
 * back to), the shipping date and address, the
 * delivery option (who carries it), the 3rd-party tracking number and the instructions.
 * Each is editable only when the server's abilities say so.
 */
export function DetailsSection({ form }: { form: ShippingForm }) {
  const [dialog, setDialog] = useState<'warehouse' | 'details' | 'delivery' | null>(null);
  const update = useUpdateShippingForm(form.id);
  const editable = form.abilities.edit_details;
  const save = (body: UpdateShippingFormBody, done: string) => update.mutate(body, { onSuccess: () => snackSuccess(done), onError: (e) => snackError(e) });
  const group = form.delivery_by_contact_group;
  const close = () => setDialog(null);

  return (
    <Section title="Shipping details">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <Field
          label={form.is_return ? 'Returns to warehouse' : 'Pickup warehouse'}
          action={
            editable && (
              <Button size="compact-xs" variant="subtle" onClick={() => setDialog('warehouse')}>
                Change warehouse
              </Button>
            )
          }
        >
          <Text size="sm" c={form.pickup_warehouse ? undefined : 'dimmed'}>
            {form.pickup_warehouse?.name ?? 'Not chosen yet'}
          </Text>
        </Field>
        <Field
          label="Shipping date and address"
          action={
            editable && (
              <Button size="compact-xs" variant="subtle" onClick={() => setDialog('details')}>
                Edit shipping details
              </Button>
            )
          }
        >
          <Text size="sm" c={form.shipping_date ? undefined : 'dimmed'}>
            {form.shipping_date ? `Ships ${form.shipping_date}` : 'No shipping date yet'}
          </Text>
          <Text size="sm" c={form.shipping_address_display ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
            {form.shipping_address_display || 'No address yet'}
          </Text>
        </Field>
        <Field
          label="Delivery option"
          action={
            form.abilities.edit_delivery_option && (
              <Group gap={4} wrap="nowrap">
                {/* a form ready to ship or on its way keeps one (the server refuses clearing it): change it instead */}
                {group && !keepsDeliveryOption(form.status) && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    loading={update.isPending && update.variables?.field_to_update === 'delivery_by_contact_group'}
                    onClick={() => save({ field_to_update: 'delivery_by_contact_group', delivery_by_contact_group_id: null }, 'Delivery option cleared')}
                  >
                    Clear
                  </Button>
                )}
                <Button size="compact-xs" variant="subtle" onClick={() => setDialog('delivery')}>
                  {group ? 'Change delivery option' : 'Set delivery option'}
                </Button>
              </Group>
            )
          }
        >
          {group ? (
            <>
              <Text size="sm">{group.name}</Text>
              {(group.company_supplier || group.company_supplier_branch) && (
                <Text size="xs" c="dimmed">
                  {[group.company_supplier?.name, group.company_supplier_branch?.name].filter(Boolean).join(' · ')}
                </Text>
              )}
            </>
          ) : form.delivery_by_name ? (
            // a return carried by someone of the site (a name typed when it was created)
            <Text size="sm">{form.delivery_by_name}</Text>
          ) : form.will_call ? (
            // will call is collected at the counter: only a form readied for a carrier needs a delivery option
            <Text size="sm" c="dimmed">
              None needed for will call: the site collects it at the warehouse counter.
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              None yet: choose the supplier contact group that carries it before it is ready to ship.
            </Text>
          )}
        </Field>
        <InlineTextField
          label="3rd Party Tracking #"
          value={form.external_tracking_num}
          editable={editable}
          empty="None"
          saving={update.isPending && update.variables?.field_to_update === 'external_tracking_num'}
          onSave={(v) => save({ field_to_update: 'external_tracking_num', external_tracking_num: v }, 'Tracking number saved')}
        />
      </SimpleGrid>
      <InlineTextField
        label="Instructions"
        value={form.instructions}
        editable={editable}
        multiline
        empty="No instructions"
        saving={update.isPending && update.variables?.field_to_update === 'instructions'}
        onSave={(v) => save({ field_to_update: 'instructions', instructions: v }, 'Instructions saved')}
      />
      {editable && <ChangeWarehouseDialog form={form} opened={dialog === 'warehouse'} onClose={close} />}
      {editable && <EditShippingDetailsDialog form={form} opened={dialog === 'details'} onClose={close} />}
      {form.abilities.edit_delivery_option && <DeliveryOptionDialog form={form} opened={dialog === 'delivery'} onClose={close} />}
    </Section>
  );
}
