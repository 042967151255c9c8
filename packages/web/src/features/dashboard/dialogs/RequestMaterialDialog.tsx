import { ActionIcon, Button, Card, Group, NumberInput, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { CATALOGUE_UNITS, type CreateRequisitionInput, createRequisitionBody, projectSubAreas, type Requisition } from '@jobsite/core';
import { DialogActions } from '../../../components/DialogActions';
import { ProjectSelect } from '../../../components/ProjectSelect';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { localDay, pastDateProblem } from '../../../lib/dates';
import { handleApiError } from '../../../lib/handle-api-error';
import { storedAccount } from '../../../lib/session';
import { zodValidate } from '../../../lib/zod-form';
import { useCreateRequisition } from '../api/create-requisition';
import { LineSourcePicker, type PickedSource } from '../components/LineSourcePicker';

type Kind = 'catalogue' | 'product_list' | 'free_text';
interface LineValues {
  kind: Kind;
  source: PickedSource | null;
  description: string;
  unit: string;
  quantity: number | string;
  note: string;
}
interface Values {
  project_id: string | null;
  need_by_date: string;
  note: string;
  lines: LineValues[];
}

const newLine = (): LineValues => ({ kind: 'free_text', source: null, description: '', unit: 'EA', quantity: 1, note: '' });
const initialValues = (): Values => ({ project_id: null, need_by_date: '', note: '', lines: [newLine()] });

/** The form's values as the contract's body (createRequisitionBody), so core's schema checks both. */
function toPayload(v: Values): CreateRequisitionInput {
  return {
    project_id: Number(v.project_id) || 0,
    need_by_date: v.need_by_date || null,
    note: v.note,
    lines: v.lines.map((l) => ({
      base_item_id: l.kind === 'catalogue' ? (l.source?.id ?? null) : null,
      project_product_list_item_id: l.kind === 'product_list' ? (l.source?.id ?? null) : null,
      description: l.kind === 'free_text' ? l.description : '',
      unit: l.kind === 'free_text' ? l.unit : '',
      quantity: typeof l.quantity === 'number' ? l.quantity : Number(l.quantity) || 0,
      note: l.note,
    })),
  };
}

const schemaErrors = zodValidate<Values, typeof createRequisitionBody>(createRequisitionBody, toPayload);

/** A line picked from a list but not chosen yet reads as "choose one", not as the free-text message. */
function validate(v: Values) {
  const errors: Record<string, string> = { ...(schemaErrors(v) as Record<string, string>) };
  v.lines.forEach((l, i) => {
    if (l.kind !== 'free_text' && !l.source) {
      delete errors[`lines.${i}.description`];
      errors[`lines.${i}.source`] = l.kind === 'catalogue' ? 'Choose a catalogue item.' : 'Choose a product-list item.';
    }
  });
  if (!v.project_id) errors.project_id = 'Choose the project the material is for.';
  // by the browser's today (the schema's clock allows for every time zone)
  const pastNeedBy = pastDateProblem(v.need_by_date);
  if (pastNeedBy) errors.need_by_date = pastNeedBy;
  return errors;
}

/**
 * Request material (the foreman's side of a material requisition): the project, lines from the
 * catalogue, the project's product lists or free text with a quantity, a need-by date and a
 * note. Sending submits it; the purchasers are told at once. Product lists are project material:
 * a group that hides it (the foreman's) is refused their search, so it is not offered them.
 */
export function RequestMaterialDialog({ opened, onClose, onCreated }: { opened: boolean; onClose: () => void; onCreated?: (r: Requisition) => void }) {
  const form = useForm<Values>({ initialValues: initialValues(), validate });
  const create = useCreateRequisition();
  const projectId = form.values.project_id ? Number(form.values.project_id) : null;
  const account = storedAccount();
  const lists = account !== null && projectSubAreas(account.company, account.user_group_settings).includes('bom');
  const kinds = [
    { value: 'free_text', label: 'Describe it' },
    { value: 'catalogue', label: 'Catalogue' },
    ...(lists ? [{ value: 'product_list', label: 'Product list' }] : []),
  ];
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit((v) =>
    create.mutate(toPayload(v), {
      onSuccess: (r) => {
        close();
        onCreated?.(r);
      },
      onError: (err) => handleApiError(err, { form }),
    }),
  );

  return (
    <ResponsiveModal opened={opened} onClose={close} title="Request material" size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <ProjectSelect value={form.values.project_id} onChange={(v) => form.setFieldValue('project_id', v)} error={form.errors.project_id as string | undefined} />
          {form.values.lines.map((line, i) => (
            <Card key={i} withBorder padding="sm" component="fieldset" style={{ margin: 0 }} aria-label={`Line ${i + 1}`}>
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap">
                  <SegmentedControl
                    size="xs"
                    aria-label={`What line ${i + 1} asks for`}
                    value={line.kind}
                    onChange={(k) => form.setFieldValue(`lines.${i}`, { ...line, kind: k as Kind, source: null })}
                    data={kinds}
                  />
                  <ActionIcon variant="subtle" color="red" aria-label={`Remove line ${i + 1}`} disabled={form.values.lines.length === 1} onClick={() => form.removeListItem('lines', i)}>
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
                {line.kind === 'free_text' ? (
                  <Group align="flex-start" wrap="wrap" gap="xs">
                    <TextInput label="Material" placeholder="e.g. 3/4 in EMT connectors" style={{ flex: '1 1 220px' }} {...form.getInputProps(`lines.${i}.description`)} />
                    <Select label="Unit" data={[...CATALOGUE_UNITS]} w={100} allowDeselect={false} {...form.getInputProps(`lines.${i}.unit`)} />
                  </Group>
                ) : (
                  <LineSourcePicker
                    kind={line.kind}
                    projectId={projectId}
                    label={line.kind === 'catalogue' ? 'Catalogue item' : 'Product-list item'}
                    value={line.source}
                    onChange={(s) => form.setFieldValue(`lines.${i}.source`, s)}
                    error={form.errors[`lines.${i}.source`] as string | undefined}
                  />
                )}
                <Group align="flex-start" wrap="wrap" gap="xs">
                  <NumberInput label="Quantity" min={0} decimalScale={3} w={130} {...form.getInputProps(`lines.${i}.quantity`)} />
                  <TextInput label="Line note" placeholder="Optional" style={{ flex: '1 1 200px' }} {...form.getInputProps(`lines.${i}.note`)} />
                </Group>
              </Stack>
            </Card>
          ))}
          {typeof form.errors.lines === 'string' && (
            <Text c="red" size="sm">
              {form.errors.lines}
            </Text>
          )}
          <Group>
            <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={() => form.insertListItem('lines', newLine())} disabled={form.values.lines.length >= 200}>
              Add line
            </Button>
          </Group>
          <TextInput type="date" label="Need by" min={localDay()} w={{ base: '100%', sm: 200 }} {...form.getInputProps('need_by_date')} />
          <Textarea label="Note for the purchaser" autosize minRows={2} maxLength={2000} {...form.getInputProps('note')} />
          <DialogActions onCancel={close} onSave={() => submit()} saving={create.isPending} saveLabel="Send request" />
        </Stack>
      </form>
    </ResponsiveModal>
  );
}
