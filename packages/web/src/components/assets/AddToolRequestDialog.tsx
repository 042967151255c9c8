import { ActionIcon, Alert, Button, Group, NumberInput, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type AssetModel, ASSET_SERVICE_LABELS, type AssetService, assetMessages, EXPECTED_RETURN_DATE_PAST, isPositiveQuantity, returnsBeforeNeeded, type ToolRequestDetail } from '@jobsite/core';
import { localDay, pastDateProblem } from '../../lib/dates';
import { formatQuantity } from '../../lib/quantity';
import { handleApiError, showSuccessToast } from '../../lib/handle-api-error';
import { DialogActions } from '../DialogActions';
import { ProjectSelect } from '../ProjectSelect';
import { ResponsiveModal } from '../ResponsiveModal';
import { modelsOptions, useCreateToolRequest } from './api';
import { pickerMessage } from '../PickerMessage';

interface Props {
  opened: boolean;
  onClose: () => void;
  service?: AssetService;
  /** The project the request is for; without it the dialog asks. */
  project?: { id: number; name: string } | null;
  onCreated?: (request: ToolRequestDetail) => void;
}

interface Line {
  model: Pick<AssetModel, 'id' | 'code' | 'name' | 'unit' | 'available_count'>;
  /** As typed: an emptied field stays empty and a 0 stays 0 (with the message), never a number nobody typed. */
  quantity: number | string;
}
const quantityOk = (l: Line) => isPositiveQuantity(Number(l.quantity));

/**
 * Add tool request (spec section 2): a field user asks the warehouse for items of a service for
 * a project, with need-by and expected return dates and notes. Opened from a project's tool
 * tab and from the dashboard (?show_add_request_view=true).
 */
export function AddToolRequestDialog({ opened, onClose, service = 'tool', project = null, onCreated }: Props) {
  const label = ASSET_SERVICE_LABELS[service];
  const [projectId, setProjectId] = useState<string | null>(project ? String(project.id) : null);
  const [lines, setLines] = useState<Line[]>([]);
  const [modelText, setModelText] = useState('');
  const [modelSearch] = useDebouncedValue(modelText.trim(), 250);
  const [needBy, setNeedBy] = useState('');
  const [returnBy, setReturnBy] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const models = useInfiniteQuery({ ...modelsOptions(service, modelSearch), enabled: opened, meta: { handlesErrors: true } });
  const create = useCreateToolRequest();
  const options = (models.data?.pages.flatMap((p) => p.results) ?? []).filter((m) => !lines.some((l) => l.model.id === m.id));

  const reset = () => {
    setLines([]);
    setNeedBy('');
    setReturnBy('');
    setNotes('');
    setErrors({});
    if (!project) setProjectId(null);
  };
  const close = () => {
    reset();
    onClose();
  };
  const submit = (draft: boolean) => {
    const found: Record<string, string> = {};
    if (!projectId) found.project_id = assetMessages.needProject;
    if (lines.length === 0) found.lines = assetMessages.addLines;
    // said at each line's quantity (below), not at the model picker
    if (!lines.every(quantityOk)) found.quantity = assetMessages.quantityPositive;
    const pastNeedBy = pastDateProblem(needBy);
    if (pastNeedBy) found.need_by_date = pastNeedBy;
    const pastReturn = pastDateProblem(returnBy, null, EXPECTED_RETURN_DATE_PAST);
    if (pastReturn) found.expected_return_date = pastReturn;
    else if (returnsBeforeNeeded(needBy, returnBy)) found.expected_return_date = assetMessages.returnBeforeNeedBy;
    setErrors(found);
    if (Object.keys(found).length) return;
    create.mutate(
      {
        service,
        project_id: Number(projectId),
        need_by_date: needBy || null,
        expected_return_date: returnBy || null,
        notes,
        lines: lines.map((l) => ({ model_id: l.model.id, quantity: Number(l.quantity) })),
        draft,
      },
      {
        onSuccess: (r) => {
          showSuccessToast(draft ? `${r.number} saved as pending` : r.awaiting_approval ? `${r.number} sent to the field leader for approval` : `${r.number} sent to the warehouse`);
          onCreated?.(r);
          close();
        },
        onError: (e) => handleApiError(e, { form: { values: { project_id: 1, lines: 1, need_by_date: 1, expected_return_date: 1 }, setFieldError: (f, m) => setErrors((x) => ({ ...x, [f]: m })) } }),
      },
    );
  };

  return (
    <ResponsiveModal opened={opened} onClose={close} title={`Request ${label.many.toLowerCase()}`}>
      <Stack gap="sm">
        {project ? (
          <Text size="sm">
            For <b>{project.name}</b>
          </Text>
        ) : (
          <ProjectSelect
            value={projectId}
            onChange={(id) => {
              setProjectId(id);
              setErrors((x) => ({ ...x, project_id: '' }));
            }}
            error={errors.project_id}
          />
        )}
        <Select
          label={`Add a ${label.one}`}
          placeholder="Search models by name or code"
          searchable
          value={null}
          searchValue={modelText}
          onSearchChange={setModelText}
          data={options.map((m) => ({ value: String(m.id), label: `${m.name} · ${m.code} (${formatQuantity(m.available_count)} available)` }))}
          filter={({ options: o }) => o}
          nothingFoundMessage={pickerMessage(models, `No ${label.one} model matches. Warehouse staff add models under ${label.title} models.`, 'Models could not be searched', { searching: true })}
          onChange={(v) => {
            const m = options.find((x) => String(x.id) === v);
            if (m) {
              setLines((ls) => [...ls, { model: m, quantity: 1 }]);
              setErrors((x) => ({ ...x, lines: '' }));
            }
            setModelText('');
          }}
          error={errors.lines || null}
        />
        {lines.length === 0 ? (
          <Text size="sm" c="dimmed">
            Pick the {label.many.toLowerCase()} you need above; each becomes a line with its quantity.
          </Text>
        ) : (
          <Stack gap={6} aria-label="Requested items">
            {lines.map((l, n) => (
              <Group key={l.model.id} gap="xs" wrap="nowrap">
                <Text size="sm" style={{ flex: 1, minWidth: 0 }} truncate>
                  {l.model.name} <Text span c="dimmed" size="xs">{l.model.code}</Text>
                </Text>
                <NumberInput
                  aria-label={`Quantity of ${l.model.name}`}
                  w={90}
                  min={1}
                  clampBehavior="none"
                  allowDecimal={false}
                  value={l.quantity}
                  onChange={(v) => {
                    setLines((ls) => ls.map((x, i) => (i === n ? { ...x, quantity: v } : x)));
                    setErrors((x) => ({ ...x, quantity: '' }));
                  }}
                  error={errors.quantity && !quantityOk(l) ? errors.quantity : undefined}
                />
                <ActionIcon variant="subtle" color="red" aria-label={`Remove ${l.model.name}`} onClick={() => setLines((ls) => ls.filter((_, i) => i !== n))}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
        <Group grow>
          <TextInput
            type="date"
            label="Need by"
            min={localDay()}
            value={needBy}
            onChange={(e) => (setNeedBy(e.currentTarget.value), setErrors((x) => ({ ...x, need_by_date: '' })))}
            error={errors.need_by_date || null}
          />
          <TextInput
            type="date"
            label="Expected return"
            min={needBy > localDay() ? needBy : localDay()}
            value={returnBy}
            onChange={(e) => (setReturnBy(e.currentTarget.value), setErrors((x) => ({ ...x, expected_return_date: '' })))}
            error={errors.expected_return_date || null}
          />
        </Group>
        <Textarea label="Notes for the warehouse" autosize minRows={2} value={notes} onChange={(e) => setNotes(e.currentTarget.value)} />
        {create.isError && <Alert color="red">The request was not sent. Check the fields above and try again.</Alert>}
        <Group justify="space-between">
          <Button variant="subtle" onClick={() => submit(true)} disabled={create.isPending}>
            Save as pending
          </Button>
          <DialogActions onCancel={close} onSave={() => submit(false)} saving={create.isPending} saveLabel="Submit request" />
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
