import { ActionIcon, Button, Group, NumberInput, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type AssetModel, assetMessages, assetModelBody, type AssetService } from '@jobsite/core';
import { useAssetMutation } from '../../../components/assets/api';
import { DialogActions } from '../../../components/DialogActions';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { api } from '../../../lib/api-client';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';
import { zodValidate } from '../../../lib/zod-form';

interface Values {
  service: AssetService;
  code: string;
  name: string;
  category: string;
  manufacturer: string;
  description: string;
  image_url: string;
  unit: string;
  /** As typed (a NumberInput gives '' when emptied): a negative stays and is refused, never clamped to 0; empty is no reorder point. */
  reorder_point: number | string | null;
  /** As typed: a negative or an emptied rate is refused, never saved as a 0 nobody typed. */
  daily_rate: number | string;
  cost_code: string;
  kit_items: { name: string; quantity: number }[];
}

const valuesOf = (service: AssetService, m: AssetModel | null): Values => ({
  service,
  code: m?.code ?? '',
  name: m?.name ?? '',
  category: m?.category ?? '',
  manufacturer: m?.manufacturer ?? '',
  description: m?.description ?? '',
  image_url: m?.image_url ?? '',
  unit: m?.unit ?? 'EA',
  reorder_point: m?.reorder_point ?? null,
  daily_rate: m?.daily_rate ?? 0,
  cost_code: m?.cost_code ?? '',
  kit_items: m?.kit_items ?? [],
});

/** The body as the server takes it: an emptied reorder point is none. */
const toBody = (v: Values) => ({ ...v, reorder_point: v.reorder_point === '' ? null : v.reorder_point });
const checkBody = zodValidate(assetModelBody, toBody);

/** Add or change a model: code, name, category, maker, daily rate and cost code, kit parts; stock also unit and reorder point. */
export function ModelDialog({ opened, service, model, onClose }: { opened: boolean; service: AssetService; model: AssetModel | null; onClose: () => void }) {
  const form = useForm<Values>({
    initialValues: valuesOf(service, model),
    validate: (v) => ({ ...checkBody(v), ...(v.daily_rate === '' ? { daily_rate: assetMessages.dailyRateRequired } : {}) }),
  });
  const save = useAssetMutation((body: ReturnType<typeof toBody>) => api<AssetModel>(model ? `tool_models/${model.id}/` : 'tool_models/', { method: model ? 'PUT' : 'POST', body }));
  const submit = form.onSubmit((values) =>
    save.mutate(toBody(values), {
      onSuccess: (m) => {
        showSuccessToast(`${m.name} saved`);
        onClose();
      },
      onError: (e) => handleApiError(e, { form, labels: { daily_rate: 'Daily rate', cost_code: 'Cost code', image_url: 'Image' } }),
    }),
  );
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title={model ? `Edit ${model.name}` : 'Add model'}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Code" required {...form.getInputProps('code')} />
            <TextInput label="Name" required {...form.getInputProps('name')} />
            <TextInput label="Category" placeholder="Power tools, Ladders …" {...form.getInputProps('category')} />
            <TextInput label="Manufacturer" {...form.getInputProps('manufacturer')} />
            <NumberInput label="Daily rate ($)" min={0} clampBehavior="none" decimalScale={2} {...form.getInputProps('daily_rate')} />
            <TextInput label="Cost code" description="What the project is charged to" {...form.getInputProps('cost_code')} />
            {service === 'stock' && (
              <>
                <TextInput label="Unit" {...form.getInputProps('unit')} />
                <NumberInput label="Reorder point" min={0} clampBehavior="none" allowDecimal={false} {...form.getInputProps('reorder_point')} />
              </>
            )}
          </SimpleGrid>
          <TextInput label="Image link" placeholder="https://…" {...form.getInputProps('image_url')} />
          <Textarea label="Description and specs" autosize minRows={2} {...form.getInputProps('description')} />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Kit parts
            </Text>
            {form.values.kit_items.map((_, n) => (
              <Group key={n} gap="xs" wrap="nowrap">
                <TextInput aria-label="Part" placeholder="Part" style={{ flex: 1 }} {...form.getInputProps(`kit_items.${n}.name`)} />
                <NumberInput aria-label="Quantity" w={80} min={1} clampBehavior="none" allowDecimal={false} {...form.getInputProps(`kit_items.${n}.quantity`)} />
                <ActionIcon variant="subtle" color="red" aria-label="Remove part" onClick={() => form.removeListItem('kit_items', n)}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
            <Button variant="subtle" size="xs" leftSection={<IconPlus size={14} />} onClick={() => form.insertListItem('kit_items', { name: '', quantity: 1 })} w="fit-content">
              Add a part
            </Button>
          </Stack>
          <DialogActions onCancel={onClose} onSave={() => submit()} saving={save.isPending} />
        </Stack>
      </form>
    </ResponsiveModal>
  );
}
