import { describe, expect, it } from 'vitest';
import {
  bomCommitBlocker,
  type BomImportLine,
  bomExportFileName,
  bomImportCounts,
  bomPackagesFor,
  csvSafeCell,
  decideBomLine,
  initialBomLine,
  parseBomQuantity,
  readBomHeader,
  readBomLine,
} from './bom';

const known = {
  phase: [{ code: '26-05-19', name: 'Low-voltage conductors' }],
  cost: [{ code: 'M', name: 'Material' }],
};

describe('BOM file header', () => {
  it.each([
    [['Qty', 'Description', 'Catalog #'], ['quantity', 'description', 'catalogue_number']],
    [['QUANTITY', 'Desc', 'Part Number', 'Phase Code', 'Phase Name', 'Cost Code', 'Cost Name'], ['quantity', 'description', 'catalogue_number', 'phase_code', 'phase_name', 'cost_code', 'cost_name']],
    [['\uFEFFquantity', 'Item Code', 'Extended Price'], ['quantity', 'catalogue_number', null]],
    [['Quantity', 'Unit', 'Catalog Number', 'Description', 'Manufacturer', 'WBS', 'Comments'], ['quantity', 'unit', 'catalogue_number', 'description', null, 'wbs_code_1', 'item_comments']],
    [['Qty', 'Catalogue Number'], ['quantity', 'catalogue_number']],
  ])('reads %j', (names, columns) => {
    expect(readBomHeader(names)).toEqual({ columns, error: null });
  });

  it.each([
    [['Description', 'Catalog #'], 'The file has no quantity column. Name one column Qty or Quantity.'],
    [['Qty', 'Phase Code'], 'The file needs a Description or Catalog Number column.'],
    [['Qty', 'Quantity', 'Description'], 'The file has more than one quantity column.'],
  ])('refuses %j', (names, error) => {
    expect(readBomHeader(names).error).toBe(error);
  });
});

describe('BOM quantity', () => {
  it.each([
    ['12', 12],
    [' 1,500 ', 1500],
    ['2.5', 2.5],
    ['.5', 0.5],
    ['0', 0],
    ['-3', -3],
    ['ten', null],
    ['', null],
    ['1e3', null],
  ])('%j reads as %j', (text, value) => {
    expect(parseBomQuantity(text)).toBe(value);
  });
});

describe('BOM line', () => {
  const base = { quantity: '10', description: '3/4" EMT conduit', catalogue_number: 'EMT-075' };

  it('reads a good line with both codes', () => {
    expect(readBomLine({ ...base, phase_code: '26-05-33', phase_name: 'Raceways', cost_code: 'M', cost_name: 'Material', unit: 'ft' }, 4, known)).toEqual({
      line: 4,
      quantity: 10,
      description: '3/4" EMT conduit',
      catalogue_number: 'EMT-075',
      phase_code: { code: '26-05-33', name: 'Raceways' },
      cost_code: { code: 'M', name: 'Material' },
      unit: 'FT',
      wbs_code_1: '',
      item_comments: '',
      error: null,
    });
  });

  it('names a code given without a name from the known lists, whatever its case', () => {
    const l = readBomLine({ ...base, phase_code: '26-05-19', cost_code: 'm' }, 2, known);
    expect([l.phase_code, l.cost_code, l.error]).toEqual([{ code: '26-05-19', name: 'Low-voltage conductors' }, { code: 'M', name: 'Material' }, null]);
  });

  it.each([
    [{ quantity: '0' }, 'Quantity must be greater than 0'],
    [{ quantity: '-2' }, 'Quantity must be greater than 0'],
    [{ quantity: '' }, 'Quantity must be greater than 0'],
    [{ quantity: 'lots' }, 'Quantity must be a number.'],
    [{ quantity: '20000000' }, 'Quantity must be at most 10,000,000.'],
    [{ description: '', catalogue_number: '' }, 'Please enter a description or a catalog number.'],
    [{ phase_code: '99-99' }, 'Please enter both phase code and name'],
    [{ phase_name: 'Raceways' }, 'Please enter both phase code and name'],
    [{ cost_code: 'X' }, 'Please enter both cost code and name'],
    [{ cost_name: 'Labor' }, 'Please enter both cost code and name'],
    [{ unit: 'GALLON' }, expect.stringContaining('Unit must be one of EA, FT')],
    [{ description: 'x'.repeat(501) }, 'Description may have at most 500 characters.'],
  ])('%j is an error: %s', (cells, error) => {
    const l = readBomLine({ ...base, ...cells }, 9, known);
    expect(l.error).toEqual(error);
    expect(l.line).toBe(9);
  });
});

describe('BOM import lines', () => {
  const values = readBomLine({ quantity: '5', description: 'Widget' }, 3, known);
  const match = { base_item_id: 7, base_item_code: 'W-1', description: 'Widget', unit: 'EA' as const, match_kind: 'code' as const };
  const candidate = { base_item_id: 8, base_item_code: 'W-2', description: 'Widget 2', unit: 'EA' as const, manufacturer: null, score: 0.4 };

  it.each([
    ['a match', values, match, 'matched', 'catalogue', 0],
    ['no match', values, null, 'unmatched', null, 1],
    ['an error', { ...values, error: 'Quantity must be greater than 0' }, match, 'error', 'skip', 0],
  ] as const)('with %s starts %s / %s', (_, v, m, status, decision, candidates) => {
    const line = initialBomLine(v, m, [candidate]);
    expect([line.status, line.decision, line.candidates.length]).toEqual([status, decision, candidates]);
  });

  it('marks a line unsearched only when it is left unmatched for want of time', () => {
    expect(initialBomLine(values, null, [], true).unsearched).toBe(true);
    expect(initialBomLine(values, null, [candidate]).unsearched).toBe(false);
    expect(initialBomLine({ ...values, error: 'x' }, null, [], true).unsearched).toBe(false);
  });

  const unmatched = initialBomLine(values, null, [candidate]);
  const matched = initialBomLine(values, match, []);
  const errored = initialBomLine({ ...values, error: 'x' }, null, []);
  const picked = { base_item_id: 8, base_item_code: 'W-2', description: 'Widget 2', unit: 'EA' as const };

  it.each([
    ['unmatched -> picked item', unmatched, 'catalogue', picked, { ok: true, line: expect.objectContaining({ status: 'matched', decision: 'catalogue', match: { ...picked, match_kind: 'manual' } }) }],
    ['unmatched -> catalogue without item', unmatched, 'catalogue', null, { ok: false, error: 'Choose the catalogue item for this line.' }],
    ['unmatched -> custom', unmatched, 'custom', null, { ok: true, line: expect.objectContaining({ status: 'unmatched', decision: 'custom' }) }],
    ['unmatched -> skip', unmatched, 'skip', null, { ok: true, line: expect.objectContaining({ decision: 'skip' }) }],
    ['matched -> keep', matched, 'catalogue', null, { ok: true, line: expect.objectContaining({ match }) }],
    ['error -> custom', errored, 'custom', null, { ok: false, error: 'A line with an error can only be skipped; fix the file and import it again.' }],
    ['error -> skip', errored, 'skip', null, { ok: true, line: expect.objectContaining({ decision: 'skip' }) }],
  ] as const)('%s', (_, line, decision, item, result) => {
    expect(decideBomLine(line as BomImportLine, decision, item)).toEqual(result);
  });

  it('counts and blocks a commit until every unmatched line is decided', () => {
    const lines = [matched, unmatched, errored];
    expect(bomImportCounts(lines)).toEqual({ matched_count: 1, unmatched_count: 1, error_count: 1, unresolved_count: 1, unsearched_count: 0 });
    expect(bomImportCounts([...lines, { ...unmatched, line: 9, unsearched: true }])).toMatchObject({ unmatched_count: 2, unsearched_count: 1 });
    expect(bomCommitBlocker('review', lines)).toBe('Please match or skip every unmatched line.');
    expect(bomCommitBlocker('review', [matched, { ...unmatched, decision: 'skip' }])).toBeNull();
    expect(bomCommitBlocker('review', [errored, { ...unmatched, decision: 'skip' }])).toBe('Every line is skipped; there is nothing to import.');
    expect(bomCommitBlocker('completed', [matched])).toBe('This import is already completed.');
    expect(bomCommitBlocker('cancelled', [matched])).toBe('This import was cancelled.');
  });
});

describe('BOM quantity to packages', () => {
  const perFoot = { id: 1, package_quantity: 1, is_default: false };
  const stick = { id: 2, package_quantity: 10, is_default: true };
  const reel = { id: 3, package_quantity: 500, is_default: true };
  const coil = { id: 4, package_quantity: 250, is_default: false };
  it.each([
    ['one-unit option wins over the default', 120, [perFoot, stick], { optionId: 1, packageCount: 120 }],
    ['no options: packages are units', 7, [], { optionId: null, packageCount: 7 }],
    ['default option only: a fraction of a package', 250, [reel], { optionId: 3, packageCount: 0.5 }],
    ['no default: the first option', 500, [coil], { optionId: 4, packageCount: 2 }],
    ['a tiny quantity never rounds to 0', 0.1, [reel], { optionId: 3, packageCount: 0.001 }],
  ] as const)('%s', (_, qty, options, out) => {
    expect(bomPackagesFor(qty, options)).toEqual(out);
  });
});

describe('BOM export', () => {
  it.each([
    ['DMC Tower A - Core and Shell', 'csv', 'DMC-Tower-A---Core-and-Shell-BOM-2026-03-01.csv'],
    ['Café / "Phase 2"', 'xlsx', 'Cafe-Phase-2-BOM-2026-03-01.xlsx'],
    ['///', 'csv', 'project-BOM-2026-03-01.csv'],
  ] as const)('names the file of %j', (name, format, file) => {
    expect(bomExportFileName(name, format, '2026-03-01')).toBe(file);
  });

  it.each([
    ['=SUM(A1)', "'=SUM(A1)"],
    ['@cmd', "'@cmd"],
    ['-12.5', '-12.5'],
    ['26-05-19', '26-05-19'],
  ])('keeps %j from running as a formula', (v, out) => {
    expect(csvSafeCell(v)).toBe(out);
  });
});
