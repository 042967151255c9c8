import { SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ASSET_SERVICE_LABELS, ASSET_SERVICES, type AssetService, assetMessages, auditBody, type AuditDetail, type AuditOwnerType, SERVICE_COMPANY_FLAG, SERVICE_WAREHOUSE_TYPE, serviceOfWarehouseType } from '@jobsite/core';
import { useAssetMutation, useWarehouses } from '../../../components/assets/api';
import { DialogActions } from '../../../components/DialogActions';
import { pickerMessage } from '../../../components/PickerMessage';
import { ProjectSelect } from '../../../components/ProjectSelect';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { api } from '../../../lib/api-client';
import { handleApiError } from '../../../lib/handle-api-error';
import { storedAccount } from '../../../lib/session';

interface Props {
  opened: boolean;
  /** The owner the page is about (?owner_type=&owner_id=): preselected, and for a warehouse its service with it. */
  ownerType: AuditOwnerType;
  ownerId: number | null;
  /** The warehouse role: may count a warehouse; everyone else counts what is out on a project (the server says the same). */
  crew: boolean;
  onClose: () => void;
  onCreated: (id: number) => void;
}

/**
 * A new audit of one service (among those the company uses) in a warehouse of that service's type,
 * or on a project. Mount it anew for each opening (the page keys it), so the page's owner is
 * preselected once the caller's role is known.
 */
export function NewAuditDialog({ opened, ownerType, ownerId, crew, onClose, onCreated }: Props) {
  const company = storedAccount()?.company;
  const services = ASSET_SERVICES.filter((s) => company?.[SERVICE_COMPANY_FLAG[s]]);
  const [name, setName] = useState('');
  const [chosenType, setType] = useState<AuditOwnerType>(ownerType);
  const type: AuditOwnerType = crew ? chosenType : 'project';
  const [owner, setOwner] = useState<string | null>(ownerId ? String(ownerId) : null);
  const [chosenService, setService] = useState<AssetService | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const warehouses = useWarehouses(opened && crew);
  // the page's warehouse decides the service until one is chosen: a stock room's audit counts stock
  const preset = ownerType === 'warehouse' ? warehouses.data?.results.find((w) => w.id === ownerId) : undefined;
  const presetService = preset && services.includes(serviceOfWarehouseType(preset.type)) ? serviceOfWarehouseType(preset.type) : undefined;
  const service: AssetService = chosenService ?? presetService ?? services[0] ?? 'tool';
  const ofService = (warehouses.data?.results ?? []).filter((w) => w.type === SERVICE_WAREHOUSE_TYPE[service]);
  const pickOwner = (v: string | null) => {
    setOwner(v);
    setErrors((x) => ({ ...x, owner_id: '' }));
  };
  const create = useAssetMutation((body: object) => api<AuditDetail>('asset_audits/', { method: 'POST', body }));
  const submit = () => {
    const found: Record<string, string> = {};
    // empty or too long, in the schema's words
    const named = auditBody.shape.name.safeParse(name);
    if (!named.success) found.name = named.error.issues[0].message;
    if (!owner) found.owner_id = type === 'warehouse' ? assetMessages.selectWarehouse : assetMessages.needProject;
    setErrors(found);
    if (Object.keys(found).length) return;
    create.mutate(
      { name: name.trim(), owner_type: type, owner_id: Number(owner), service },
      {
        onSuccess: (a) => onCreated(a.id),
        onError: (e) => handleApiError(e, { form: { values: { name, owner_id: owner }, setFieldError: (f, m) => setErrors((x) => ({ ...x, [f]: m })) } }),
      },
    );
  };
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="New audit" size="sm">
      <Stack>
        <TextInput
          label="Name"
          placeholder="Crib count, March"
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setErrors((x) => ({ ...x, name: '' }));
          }}
          error={errors.name || null}
          data-autofocus
        />
        {services.length > 1 && (
          <Select
            label="Service"
            data={services.map((s) => ({ value: s, label: ASSET_SERVICE_LABELS[s].many }))}
            value={service}
            allowDeselect={false}
            onChange={(v) => {
              if (!v) return;
              setService(v as AssetService);
              // a warehouse of the other service's type is not this service's
              if (type === 'warehouse' && !(warehouses.data?.results ?? []).some((w) => String(w.id) === owner && w.type === SERVICE_WAREHOUSE_TYPE[v as AssetService])) pickOwner(null);
            }}
          />
        )}
        {crew ? (
          <SegmentedControl
            value={type}
            onChange={(v) => {
              setType(v as AuditOwnerType);
              setOwner(null);
            }}
            data={[
              { value: 'warehouse', label: 'A warehouse' },
              { value: 'project', label: 'A project' },
            ]}
          />
        ) : (
          <Text size="sm" c="dimmed">
            Choose the project whose {ASSET_SERVICE_LABELS[service].items} you count. Warehouse staff count the warehouses' shelves.
          </Text>
        )}
        {type === 'warehouse' ? (
          <Select
            label="Warehouse"
            searchable
            data={ofService.map((w) => ({ value: String(w.id), label: w.name }))}
            nothingFoundMessage={pickerMessage(warehouses, `No ${SERVICE_WAREHOUSE_TYPE[service]} warehouse yet: add one in company settings.`, 'Warehouses could not be loaded')}
            value={owner}
            onChange={pickOwner}
            error={errors.owner_id || null}
          />
        ) : (
          <ProjectSelect value={owner} onChange={pickOwner} error={errors.owner_id} />
        )}
        <DialogActions onCancel={onClose} onSave={submit} saving={create.isPending} saveLabel="Start audit" />
      </Stack>
    </ResponsiveModal>
  );
}
