import { describe, expect, it } from 'vitest';
import { addCode, checkCodeList, CODE_ID_MAX, moveCode, newCodeId, removeCode } from './code-lists';

const list = [
  { id: 1, code: '100', name: 'Rough-in' },
  { id: 2, code: '200', name: 'Trim' },
  { id: 3, code: '300', name: 'Finish' },
];

describe('popular phase and cost code lists', () => {
  it('needs both code and name', () => {
    expect(addCode(list, { code: '400', name: ' ' }, 'phase')).toEqual({ ok: false, error: 'Please enter both phase code and name' });
    expect(addCode(list, { code: '', name: 'Labor' }, 'cost')).toEqual({ ok: false, error: 'Please enter both cost code and name' });
  });

  it('adds at the end with a random id up to 9999999999', () => {
    const result = addCode(list, { code: ' 400 ', name: 'Closeout' }, 'phase', () => 0.5);
    expect(result).toEqual({ ok: true, list: [...list, { id: 5_000_000_000, code: '400', name: 'Closeout' }] });
    expect(newCodeId(() => 0)).toBe(1);
    expect(newCodeId(() => 0.9999999999999)).toBeLessThanOrEqual(CODE_ID_MAX);
  });

  it('refuses a code already in the list', () => {
    expect(addCode(list, { code: '200', name: 'Again' }, 'phase')).toEqual({ ok: false, error: 'Phase code 200 is already in the list.' });
  });

  it('removes and reorders', () => {
    expect(removeCode(list, 2).map((e) => e.id)).toEqual([1, 3]);
    expect(moveCode(list, 0, 2).map((e) => e.id)).toEqual([2, 3, 1]);
    expect(moveCode(list, 2, 0).map((e) => e.id)).toEqual([3, 1, 2]);
    expect(moveCode(list, 0, 9).map((e) => e.id)).toEqual([1, 2, 3]);
  });

  it('checks a whole list', () => {
    expect(checkCodeList(list, 'cost')).toBeNull();
    expect(checkCodeList([...list, { code: '100', name: 'x' }], 'cost')).toBe('Cost code 100 is already in the list.');
    expect(checkCodeList([{ code: '1', name: '' }], 'phase')).toBe('Please enter both phase code and name');
  });
});
