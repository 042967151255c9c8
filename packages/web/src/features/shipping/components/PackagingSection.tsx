import { ActionIcon, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { PACKAGING_TYPE_LABELS, type PackagingItem, type ShippingForm, UNIT_LABELS } from '@jobsite/core';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useRemovePackagingItem } from '../api/packaging-items';
import { EditPackagingDialog } from '../dialogs/EditPackagingDialog';
import { snackError, snackSuccess } from '../snackbar';
import { Section } from './Section';

/** "48 × 40 × 6.5 in · 35 lb": what a packaging line measures, in its own units. */
export function packagingSize(p: PackagingItem): string {
  const u = UNIT_LABELS[p.unit_type];
  const dims = [p.length, p.width, p.height].filter((v): v is number => v !== null);
  return [dims.length ? `${dims.join(' × ')} ${u.length}` : '', p.weight !== null ? `${p.weight} ${u.weight}` : ''].filter(Boolean).join(' · ') || 'No size given';
}

/** Packaging: the boxes, pallets and custom packages the items travel in. */
export function PackagingSection({ form }: { form: ShippingForm }) {
  const editable = form.abilities.edit_details;
  const [editing, setEditing] = useState<{ item: PackagingItem | null } | null>(null);
  const [removing, setRemoving] = useState<PackagingItem | null>(null);
  const remove = useRemovePackagingItem(form.id);
  return (
    <Section
      title="Packaging"
      action={
        editable && (
          <Button size="compact-sm" variant="light" onClick={() => setEditing({ item: null })}>
            Add packaging
          </Button>
        )
      }
    >
      {form.packaging_items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No packaging recorded.
        </Text>
      ) : (
        <Stack gap={6} component="ul" aria-label="Packaging" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {form.packaging_items.map((p) => (
            <Card key={p.id} withBorder padding="xs" component="li">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    {p.quantity} × {PACKAGING_TYPE_LABELS[p.type]}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {packagingSize(p)}
                  </Text>
                </Stack>
                {editable && (
                  <Group gap={2} wrap="nowrap">
                    <ActionIcon variant="subtle" aria-label={`Edit ${PACKAGING_TYPE_LABELS[p.type].toLowerCase()} packaging`} onClick={() => setEditing({ item: p })}>
                      <IconPencil size={18} />
                    </ActionIcon>
                    <ActionIcon variant="subtle" color="red" aria-label={`Remove ${PACKAGING_TYPE_LABELS[p.type].toLowerCase()} packaging`} onClick={() => setRemoving(p)}>
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Group>
                )}
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      {editable && (
        <>
          <EditPackagingDialog form={form} item={editing?.item ?? null} opened={editing !== null} onClose={() => setEditing(null)} />
          <ConfirmDialog
            opened={removing !== null}
            onClose={() => setRemoving(null)}
            title="Remove packaging?"
            message={removing ? `${removing.quantity} × ${PACKAGING_TYPE_LABELS[removing.type]} (${packagingSize(removing)}) comes off the form.` : ''}
            confirmLabel="Remove"
            loading={remove.isPending}
            onConfirm={() =>
              removing &&
              remove.mutate(
                { id: removing.id },
                {
                  onSuccess: () => {
                    snackSuccess('Packaging removed');
                    setRemoving(null);
                  },
                  onError: (e) => snackError(e),
                },
              )
            }
          />
        </>
      )}
    </Section>
  );
}
