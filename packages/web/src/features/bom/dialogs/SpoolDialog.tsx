import { NumberInput, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { spoolFieldsSchema } from '@jobsite/core';
import { DialogActions } from '../../../components/DialogActions';
import { LoadError } from '../../../components/LoadError';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';
import { zodValidate } from '../../../lib/zod-form';
import { useCartAction } from '../api/cart-action';
import { spoolLinesOptions, useSpools } from '../api/get-spools';
import { addToSpool } from '../spool-changes';
import { lineCount } from '../format';

type Target = 'new' | 'existing';

interface Values {
  target: Target;
  spool_number: string;
  spool_tag: string;
  stack_layers: number | string;
  spool_id: string | null;
}
/** A new spool's fields as add_spool takes them (core's spoolFieldsSchema); an empty layer count is one layer. */
const fieldsOf = (v: Values) => ({ spool_number: v.spool_number.trim(), spool_tag: v.spool_tag.trim(), stack_layers: typeof v.stack_layers === 'number' ? v.stack_layers : 1 });
const validateNew = zodValidate(spoolFieldsSchema, fieldsOf);
const SELECT_SPOOL = 'Select a spool.';

/**
 * Puts the selected lines on a spool: a new one (add_spool: spool number, tag, stack layers)
 * or one of the project's spools (update_spool_items with its lines and these).
 */
export function SpoolDialog({ projectId, ids, onClose }: { projectId: number; ids: readonly number[]; onClose: () => void }) {
  const form = useForm<Values>({
    initialValues: { target: 'new', spool_number: '', spool_tag: '', stack_layers: 1, spool_id: null },
    validate: (v) => (v.target === 'new' ? validateNew(v) : v.spool_id ? {} : { spool_id: SELECT_SPOOL }),
  });
  const { target, spool_id: spoolId } = form.getValues();
  const [loadingLines, setLoadingLines] = useState(false);
  const spools = useSpools(projectId, target === 'existing');
  const action = useCartAction(projectId);
  const qc = useQueryClient();
  const done = (message: string) => ({
    onSuccess: () => {
      showSuccessToast(message);
      onClose();
    },
  });
  const addNew = (v: Values) => {
    const fields = fieldsOf(v);
    action.mutate({ func: 'add_spool', item_id_list: [...ids], ...fields }, done(`Spool ${fields.spool_number} added`));
  };
  const addExisting = async () => {
    const spool = spools.data?.find((s) => String(s.id) === spoolId);
    if (!spool) return form.setFieldError('spool_id', SELECT_SPOOL);
    setLoadingLines(true);
    try {
      // The func takes the spool's whole line list: read it fresh, then add these.
      const onSpool = await qc.fetchQuery(spoolLinesOptions(projectId, spool.id));
      action.mutate(addToSpool(spool.id, onSpool.map((l) => l.id), ids), done(`Lines added to spool ${spool.spool_number}`));
    } catch (e) {
      handleApiError(e);
    } finally {
      setLoadingLines(false);
    }
  };
  const save = form.onSubmit((v) => (v.target === 'new' ? addNew(v) : void addExisting()));
  const choices = (spools.data ?? []).map((s) => ({ value: String(s.id), label: `${s.spool_number}${s.spool_tag ? ` · ${s.spool_tag}` : ''} (${lineCount(s.item_count)})` }));
  return (
    <ResponsiveModal opened onClose={onClose} title={`Add ${lineCount(ids.length)} to a spool`} size="sm">
      <Stack>
        <SegmentedControl
          aria-label="Spool to use"
          data={[
            { value: 'new', label: 'New spool' },
            { value: 'existing', label: 'Existing spool' },
          ]}
          value={target}
          onChange={(v) => (form.setFieldValue('target', v as Target), form.clearErrors())}
        />
        {target === 'new' ? (
          <>
            <TextInput label="Spool number" required {...form.getInputProps('spool_number')} maxLength={50} data-autofocus />
            <TextInput label="Spool tag" {...form.getInputProps('spool_tag')} maxLength={100} />
            <NumberInput label="Stack layers" min={1} max={100} allowDecimal={false} {...form.getInputProps('stack_layers')} />
          </>
        ) : spools.isError && !spools.data ? (
          <LoadError title="The project's spools could not be loaded" query={spools} />
        ) : (
          <Select
            label="Spool"
            placeholder={spools.isPending ? 'Loading spools…' : choices.length ? 'Select a spool' : 'This project has no spools yet'}
            searchable
            data={choices}
            {...form.getInputProps('spool_id')}
            disabled={!choices.length}
          />
        )}
        <DialogActions onCancel={onClose} onSave={() => save()} saving={action.isPending || loadingLines} saveLabel={target === 'new' ? 'Add spool' : 'Add to spool'} />
      </Stack>
    </ResponsiveModal>
  );
}
