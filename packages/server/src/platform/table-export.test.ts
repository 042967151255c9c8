import { describe, expect, it } from 'vitest';
import { csvLine, tableCsv } from './table-export';

describe('CSV exports', () => {
  it('write money with its cents, as the XLSX number format shows it, and leave other numbers and text alone', () => {
    const csv = tableCsv({
      header: ['PO', 'Lines', 'Total', 'Unit price'],
      rows: [
        ['SEC-00001', 3, 437.2, 0.6493],
        ['SEC-00002', 12, 519, 2],
        ['Draft #9', 0, null, 1.23456],
      ],
      numFmts: { 2: '#,##0.00', 3: '#,##0.00##' },
    });
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')).toEqual(['PO,Lines,Total,Unit price', 'SEC-00001,3,437.20,0.6493', 'SEC-00002,12,519.00,2.00', 'Draft #9,0,,1.2346', '']);
  });

  it('quote what needs quoting and neutralise formulas, one line at a time as the background exports write', () => {
    expect(csvLine(['Smith, Dana', '=SUM(A1)', 'say "hi"', 1500], { 3: '#,##0.00' })).toBe('"Smith, Dana",\'=SUM(A1),"say ""hi""",1500.00');
  });
});
