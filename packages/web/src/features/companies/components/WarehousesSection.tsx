import { Badge, Button, Group, Modal, Select, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { type BinLocation, WAREHOUSE_TYPES, type Warehouse, warehouseBody } from '@jobsite/core';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { type DataColumn, DataTable } from '../../../components/DataTable';
import { EditDialog } from '../../../components/EditDialog';
import { paths } from '../../../config/paths';
import { handleApiError } from '../../../lib/handle-api-error';
import { zodValidate } from '../../../lib/zod-form';
import { resources, usePagedList, useRemove, useSave } from '../api/resources';
import { binsQuery, useRemoveBin, useSaveBin, useSetDefaultWarehouse } from '../api/warehouses';
import { pagedTable } from './LoadMore';

type WarehouseType = (typeof WAREHOUSE_TYPES)[number];

const columns: DataColumn<Warehouse>[] = [
  {
    key: 'name',
    header: 'Name',
    render: (w) => (
      <>
        {w.name} {w.is_default && <Badge ml="xs">Default</Badge>}
        {!w.is_active && (
          <Badge ml="xs" color="gray" variant="light">
            Inactive
          </Badge>
        )}
      </>
    ),
  },
  { key: 'type', header: 'Type', render: (w) => w.type },
  { key: 'bin_count', header: 'Bins', render: (w) => w.bin_count },
];

/** Warehouses of each type, the default one, and each warehouse's bin locations with QR printing. */
export function WarehousesSection() {
  const r = resources.warehouses;
  const list = usePagedList<Warehouse>(r, { include_inactive: 'true' });
  const save = useSave<Warehouse>(r);
  const remove = useRemove(r);
  const setDefault = useSetDefaultWarehouse();
  const [draft, setDraft] = useState<(WarehouseValues & { id?: number }) | null>(null);
  const [binsOf, setBinsOf] = useState<Warehouse | null>(null);
  const [deleting, setDeleting] = useState<Warehouse | null>(null);

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>Warehouses</Title>
        <Button onClick={() => setDraft({ name: '', type: 'Stock', is_active: true })}>Add warehouse</Button>
      </Group>
      <DataTable
        label="Warehouses"
        {...pagedTable(list)}
        empty="No warehouses yet. Add warehouse for each place that keeps tools, prefab, stock or temp power, then its bin locations."
        columns={columns}
        getRowId={(w) => w.id}
        rowActions={(w) => (
          <>
            <Button size="xs" variant="subtle" onClick={() => setBinsOf(w)}>
              Bins
            </Button>
            <Button size="xs" variant="subtle" component={Link} to={paths.binQrSheet(w.id)} target="_blank">
              Print QR codes
            </Button>
            {!w.is_default && (
              <Button size="xs" variant="subtle" onClick={() => setDefault.mutate(w.id)}>
                Make default
              </Button>
            )}
            <Button size="xs" variant="subtle" onClick={() => setDraft({ id: w.id, name: w.name, type: w.type, is_active: w.is_active })}>
              Edit
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={() => setDeleting(w)}>
              Delete
            </Button>
          </>
        )}
      />
      {draft && (
        <WarehouseDialog
          initial={draft}
          title={draft.id ? 'Edit warehouse' : 'New warehouse'}
          saving={save.isPending}
          onClose={() => setDraft(null)}
          onSave={(values, form) => save.mutate({ id: draft.id, body: values }, { onSuccess: () => setDraft(null), onError: (err) => handleApiError(err, { form }) })}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete warehouse"
        message={`Delete ${deleting?.name ?? ''} and its ${deleting?.bin_count ?? 0} bin locations? Printed bin labels of this warehouse will no longer open anything.`}
        confirmLabel="Delete warehouse"
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
      <Modal opened={binsOf !== null} onClose={() => setBinsOf(null)} title={`Bin locations of ${binsOf?.name ?? ''}`} size="lg">
        {binsOf && <BinsEditor warehouse={binsOf} />}
      </Modal>
    </Stack>
  );
}

type WarehouseValues = { name: string; type: WarehouseType; is_active: boolean };

/** The warehouse's name, type and whether it is active, checked with the server's schema before anything is sent; mounted per opening, so each opens with its own values. */
function WarehouseDialog({
  initial,
  title,
  saving,
  onClose,
  onSave,
}: {
  initial: WarehouseValues;
  title: string;
  saving: boolean;
  onClose: () => void;
  onSave: (values: WarehouseValues, form: UseFormReturnType<WarehouseValues>) => void;
}) {
  const form = useForm<WarehouseValues>({ initialValues: { name: initial.name, type: initial.type, is_active: initial.is_active }, validate: zodValidate(warehouseBody) });
  return (
    <EditDialog opened onClose={onClose} title={title} onSubmit={form.onSubmit((values) => onSave(values, form))} saving={saving} saveLabel="Save warehouse" noValidate>
      <TextInput label="Warehouse name" required data-autofocus {...form.getInputProps('name')} />
      <Select label="Warehouse type" data={[...WAREHOUSE_TYPES]} allowDeselect={false} {...form.getInputProps('type')} />
      <Switch label="Active" description="An inactive warehouse keeps its items and history but is no longer offered for new requests, items or stock orders." {...form.getInputProps('is_active', { type: 'checkbox' })} />
    </EditDialog>
  );
}

const binColumns: DataColumn<BinLocation>[] = [
  { key: 'code', header: 'Bin code', render: (b) => b.code },
  { key: 'name', header: 'Bin name', render: (b) => b.name },
];

function BinsEditor({ warehouse }: { warehouse: Warehouse }) {
  const bins = useQuery(binsQuery(warehouse.id));
  const save = useSaveBin(warehouse.id);
  const remove = useRemoveBin(warehouse.id);
  const [draft, setDraft] = useState({ name: '', code: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const add = () =>
    save.mutate(
      { body: draft },
      {
        onSuccess: () => {
          setDraft({ name: '', code: '' });
          setErrors({});
        },
        onError: (err) => handleApiError(err, { form: { values: draft, setFieldError: (f, e) => setErrors((prev) => ({ ...prev, [f]: e })) } }),
      },
    );

  return (
    <Stack>
      <DataTable
        label="Bin locations"
        hideHeader
        striped={false}
        rows={bins.data?.results ?? []}
        loading={bins.isPending}
        error={bins.isError ? 'Bin locations could not be loaded' : null}
        errorCause={bins.error}
        onRetry={() => void bins.refetch()}
        empty="No bin locations yet. Add one below; each gets a QR label to scan."
        columns={binColumns}
        getRowId={(b) => b.id}
        rowActions={(b) => (
          <Button size="xs" variant="subtle" color="red" onClick={() => remove.mutate(b.id)}>
            Delete
          </Button>
        )}
      />
      <Group align="flex-end">
        <TextInput label="Bin code" value={draft.code} error={errors.code} onChange={(e) => setDraft({ ...draft, code: e.currentTarget.value })} />
        <TextInput label="Bin name" value={draft.name} error={errors.name} onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })} />
        <Button onClick={add} loading={save.isPending}>
          Add bin
        </Button>
      </Group>
    </Stack>
  );
}
