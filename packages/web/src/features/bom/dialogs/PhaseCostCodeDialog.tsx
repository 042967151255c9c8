import { Alert, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { CodeEntry, Project } from '@jobsite/core';
import { DialogActions } from '../../../components/DialogActions';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { showSuccessToast } from '../../../lib/handle-api-error';
import { useCartAction } from '../api/cart-action';
import { useCompanyCodes } from '../api/get-company-codes';
import { type CodeDialogMode, type CodeDraft, type CodeLine, draftOf, planCodeUpdate } from '../code-changes';
import { CodeField } from '../components/CodeField';

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

/** The phase and cost code dialogs (single, bulk, override) and the material phase code edit. */
export function PhaseCostCodeDialog({ projectId, mode, lines, project, onClose }: Props) {
  const first = mode === 'single' ? lines[0] : undefined;
  const [phase, setPhase] = useState<CodeDraft>(first ? draftOf(first.phase_code) : empty);
  const [cost, setCost] = useState<CodeDraft>(first ? draftOf(first.cost_code) : empty);
  const [error, setError] = useState<{ field: 'phase' | 'cost'; message: string } | null>(null);
  useEffect(() => setError(null), [phase, cost]);
  const company = useCompanyCodes();
  const action = useCartAction(projectId);
  const material = mode === 'material';
  const list = (key: 'phase' | 'cost'): readonly CodeEntry[] =>
    !project ? [] : material ? (key === 'phase' ? project.popular_material_phase_codes : project.popular_material_cost_codes) : key === 'phase' ? project.popular_phase_codes : project.popular_cost_codes;
  const companyList = (key: 'phase' | 'cost'): readonly CodeEntry[] => (key === 'phase' ? company.data?.popular_phase_codes : company.data?.popular_cost_codes) ?? [];

  const save = () => {
    const plan = planCodeUpdate(mode, lines, phase, cost);
    if (plan.kind === 'error') return setError({ field: plan.field, message: plan.message });
    if (plan.kind === 'unchanged') return onClose();
    action.mutate(plan.body, {
      onSuccess: (result) => {
        showSuccessToast(result.detail ?? `Codes updated on ${result.items.length} ${result.items.length === 1 ? 'line' : 'lines'}`);
        onClose();
      },
    });
  };

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
          onChange={setPhase}
          sources={{ project: list('phase'), company: companyList('phase') }}
          projectLabel={material ? 'Project material' : 'Project'}
          error={error?.field === 'phase' ? error.message : null}
        />
        <CodeField
          kind="cost"
          value={cost}
          onChange={setCost}
          sources={{ project: list('cost'), company: companyList('cost') }}
          projectLabel={material ? 'Project material' : 'Project'}
          error={error?.field === 'cost' ? error.message : null}
        />
        <DialogActions onCancel={onClose} onSave={save} saving={action.isPending} />
      </Stack>
    </ResponsiveModal>
  );
}
