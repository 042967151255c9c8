import { Alert, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type CodeEntry, type Project, setPhaseAndCostCodeAction } from '@jobsite/core';
import { DialogActions } from '../../../components/DialogActions';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { showSuccessToast } from '../../../lib/handle-api-error';
import { zodValidate } from '../../../lib/zod-form';
import { useCartAction } from '../api/cart-action';
import { useCompanyCodes } from '../api/get-company-codes';
import { type CodeDialogMode, type CodeDraft, codeInputOf, type CodeLine, draftOf, planCodeUpdate } from '../code-changes';
import { CodeField } from '../components/CodeField';
import { lineCount } from '../format';

const TITLES: Record<CodeDialogMode, string> = {
  single: 'Edit phase and cost code',
  bulk: 'Set phase and cost code',
  override: 'Override phase and cost code',
  material: 'Edit material phase code',
};

const EXPLAIN: Record<Exclude<CodeDialogMode, 'single'>, string> = {
  bulk: 'Only selected lines without a code get the one you enter; lines that have one keep it.',
  override: 'Every selected line gets the code you enter, replacing the one it has.',
  material: 'Every selected line gets the code you enter, and it joins the project’s popular material codes.',
};

interface Props {
  projectId: number;
  mode: CodeDialogMode;
  lines: readonly CodeLine[];
  project: Pick<Project, 'popular_phase_codes' | 'popular_cost_codes' | 'popular_material_phase_codes' | 'popular_material_cost_codes'> | undefined;
  onClose: () => void;
}

const empty: CodeDraft = { code: '', name: '' };

interface Values {
  phase_code: CodeDraft;
  cost_code: CodeDraft;
}
/** The codes as set_item_phase_code_and_cost_code takes them: core's "both code and name" rule checks them. */
const codesSchema = setPhaseAndCostCodeAction.pick({ phase_code: true, cost_code: true });
const codesOf = (v: Values) => ({ phase_code: codeInputOf(v.phase_code), cost_code: codeInputOf(v.cost_code) });

/** The phase and cost code dialogs (single, bulk, override) and the material phase code edit. */
export function PhaseCostCodeDialog({ projectId, mode, lines, project, onClose }: Props) {
  const first = mode === 'single' ? lines[0] : undefined;
  const form = useForm<Values>({
    initialValues: { phase_code: first ? draftOf(first.phase_code) : empty, cost_code: first ? draftOf(first.cost_code) : empty },
    validate: zodValidate(codesSchema, codesOf),
    // Any change takes the message away, whichever code it is about.
    onValuesChange: () => form.clearErrors(),
  });
  const { phase_code: phase, cost_code: cost } = form.getValues();
  const company = useCompanyCodes();
  const action = useCartAction(projectId);
  const material = mode === 'material';
  const list = (key: 'phase' | 'cost'): readonly CodeEntry[] =>
    !project ? [] : material ? (key === 'phase' ? project.popular_material_phase_codes : project.popular_material_cost_codes) : key === 'phase' ? project.popular_phase_codes : project.popular_cost_codes;
  const companyList = (key: 'phase' | 'cost'): readonly CodeEntry[] => (key === 'phase' ? company.data?.popular_phase_codes : company.data?.popular_cost_codes) ?? [];

  const save = form.onSubmit((v) => {
    const plan = planCodeUpdate(mode, lines, v.phase_code, v.cost_code);
    if (plan.kind === 'error') return form.setFieldError(`${plan.field}_code`, plan.message);
    if (plan.kind === 'unchanged') return onClose();
    action.mutate(plan.body, {
      onSuccess: (result) => {
        showSuccessToast(result.detail ?? `Codes updated on ${lineCount(result.items.length)}`);
        onClose();
      },
    });
  });
  const error = (path: keyof Values) => (form.errors[path] as string | undefined) ?? null;

  return (
    <ResponsiveModal opened onClose={onClose} title={TITLES[mode]}>
      <Stack>
        {mode !== 'single' && (
          <Alert variant="light" p="xs">
            <Text size="sm">
              {lines.length} selected {lines.length === 1 ? 'line' : 'lines'}. {EXPLAIN[mode]}
            </Text>
          </Alert>
        )}
        <CodeField
          kind="phase"
          value={phase}
          onChange={(v) => form.setFieldValue('phase_code', v)}
          sources={{ project: list('phase'), company: companyList('phase') }}
          projectLabel={material ? 'Project material' : 'Project'}
          error={error('phase_code')}
        />
        <CodeField
          kind="cost"
          value={cost}
          onChange={(v) => form.setFieldValue('cost_code', v)}
          sources={{ project: list('cost'), company: companyList('cost') }}
          projectLabel={material ? 'Project material' : 'Project'}
          error={error('cost_code')}
        />
        <DialogActions onCancel={onClose} onSave={() => save()} saving={action.isPending} />
      </Stack>
    </ResponsiveModal>
  );
}
