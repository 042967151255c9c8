import { describe, expect, it } from 'vitest';
import { DEFAULT_PO_NUMBER_SETTINGS, formatPoNumber, poNumberScope, type PoNumberGenerationType } from './po-numbers';

const project = { id: 7, main_job_num: '2417' };
const branch = { id: 3, branch_code: 'DEN' };
const ctx = { project, branch, dynamic_prefix: 'elec' };

describe('PO number generation types', () => {
  const table: Array<[PoNumberGenerationType, string, string]> = [
    ['company_wide', 'company', 'PO-0042'],
    ['project_specific', 'project:7', '2417-0042'],
    ['company_branch_specific', 'branch:3', 'DEN-0042'],
    ['dynamic_prefix', 'prefix:ELEC', 'ELEC-0042'],
    ['project_specific_with_dynamic_prefix', 'project:7:prefix:ELEC', 'ELEC-2417-0042'],
  ];
  for (const [type, key, number] of table) {
    it(`${type} draws from ${key} and reads ${number}`, () => {
      expect(poNumberScope(type, ctx)).toEqual({ ok: true, key });
      expect(formatPoNumber({ ...DEFAULT_PO_NUMBER_SETTINGS, generation_type: type }, ctx, 42)).toBe(number);
    });
  }

  it('needs the project, branch or prefix its type numbers by', () => {
    expect(poNumberScope('project_specific', {})).toMatchObject({ ok: false });
    expect(poNumberScope('company_branch_specific', { project })).toMatchObject({ ok: false });
    expect(poNumberScope('dynamic_prefix', { dynamic_prefix: '  ' })).toMatchObject({ ok: false });
    expect(poNumberScope('project_specific_with_dynamic_prefix', { project })).toMatchObject({ ok: false });
    expect(poNumberScope('project_specific_with_dynamic_prefix', { dynamic_prefix: 'A' })).toMatchObject({ ok: false });
  });

  it('honours separator, padding and an empty prefix', () => {
    const s = { ...DEFAULT_PO_NUMBER_SETTINGS, prefix: '', separator: '' as const, padding: 6 };
    expect(formatPoNumber(s, {}, 12)).toBe('000012');
    expect(formatPoNumber({ ...s, prefix: 'SEC', separator: '/' }, {}, 1234567)).toBe('SEC/1234567');
  });
});
