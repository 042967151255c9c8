import { type CartItem, cartMessages, type LineCode } from '@jobsite/core';
import type { CartActionBody } from './api/cart-action';

/**
 * What the phase and cost code dialogs send, worked out before anything is sent: the
 * spec's "both code and name" rule, and "an update whose values did not change sends
 * nothing" (spec section 5).
 */

/** single: one line, every field as typed (blank clears); bulk: only lines without a code get one; override: every selected line; material: override, and the codes join the project's popular material lists. */
export type CodeDialogMode = 'single' | 'bulk' | 'override' | 'material';
export type CodeKindName = 'phase' | 'cost';
export interface CodeDraft {
  code: string;
  name: string;
}
export type CodeLine = Pick<CartItem, 'id' | 'phase_code' | 'cost_code'>;
type SetCodesBody = Extract<CartActionBody, { func: 'set_item_phase_code_and_cost_code' }>;

export type CodePlan = { kind: 'error'; field: CodeKindName; message: string } | { kind: 'unchanged' } | { kind: 'send'; body: SetCodesBody };

const bothMessage = (kind: CodeKindName) => (kind === 'phase' ? cartMessages.enterPhaseCodeAndName : cartMessages.enterCostCodeAndName);

/** A draft as typed: blank (both parts empty), a code, or the "both" message. */
export function readDraft(draft: CodeDraft, kind: CodeKindName): { blank: true } | { blank: false; value: LineCode } | { error: string } {
  const code = draft.code.trim();
  const name = draft.name.trim();
  if (!code && !name) return { blank: true };
  if (!code || !name) return { error: bothMessage(kind) };
  return { blank: false, value: { code, name } };
}

/**
 * A draft as a payload's phase_code or cost_code: trimmed, or absent when both parts are blank.
 * The core schema (phaseCodeInput, costCodeInput) then says "Please enter both ..." for half a code.
 */
export const codeInputOf = (draft: CodeDraft): LineCode | undefined => {
  const code = draft.code.trim();
  const name = draft.name.trim();
  return code || name ? { code, name } : undefined;
};

export const sameCode = (a: LineCode | null, b: LineCode | null) => (a === null || b === null ? a === b : a.code === b.code && a.name === b.name);

export function planCodeUpdate(mode: CodeDialogMode, lines: readonly CodeLine[], phaseDraft: CodeDraft, costDraft: CodeDraft): CodePlan {
  const phase = readDraft(phaseDraft, 'phase');
  if ('error' in phase) return { kind: 'error', field: 'phase', message: phase.error };
  const cost = readDraft(costDraft, 'cost');
  if ('error' in cost) return { kind: 'error', field: 'cost', message: cost.error };

  if (mode === 'single') {
    const line = lines[0];
    if (!line) return { kind: 'unchanged' };
    const phaseValue = phase.blank ? null : phase.value;
    const costValue = cost.blank ? null : cost.value;
    const body: SetCodesBody = { func: 'set_item_phase_code_and_cost_code', id_list: [line.id], override: true };
    if (!sameCode(line.phase_code, phaseValue)) body.phase_code = phaseValue;
    if (!sameCode(line.cost_code, costValue)) body.cost_code = costValue;
    return body.phase_code === undefined && body.cost_code === undefined ? { kind: 'unchanged' } : { kind: 'send', body };
  }

  if (phase.blank && cost.blank) return { kind: 'error', field: 'phase', message: cartMessages.enterPhaseCodeAndName };
  const override = mode !== 'bulk';
  const changes = (current: LineCode | null, next: LineCode) => (override ? !sameCode(current, next) : current === null);
  const affected = lines.filter((l) => (!phase.blank && changes(l.phase_code, phase.value)) || (!cost.blank && changes(l.cost_code, cost.value)));
  if (!affected.length) return { kind: 'unchanged' };
  const body: SetCodesBody = { func: 'set_item_phase_code_and_cost_code', id_list: affected.map((l) => l.id), override, material: mode === 'material' };
  if (!phase.blank && affected.some((l) => changes(l.phase_code, phase.value))) body.phase_code = phase.value;
  if (!cost.blank && affected.some((l) => changes(l.cost_code, cost.value))) body.cost_code = cost.value;
  return { kind: 'send', body };
}

export const draftOf = (code: LineCode | null): CodeDraft => ({ code: code?.code ?? '', name: code?.name ?? '' });
