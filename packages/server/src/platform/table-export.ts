import type { FastifyReply } from 'fastify';
import { csvSafeCell } from '@jobsite/core';
import { loadExcelJs } from './lazy-modules';

/** The number format of a money column: XLSX shows it with cents, CSV writes them (437.20). */
export const MONEY_FORMAT = '#,##0.00';

/** One cell of an exported table. */
export type Cell = string | number | null;

export interface TableExport {
  header: readonly string[];
  rows: Cell[][];
  /** XLSX: column widths; both: number formats by column index (CSV writes their decimals). */
  widths?: number[];
  numFmts?: Record<number, string>;
}

/**
 * A number as an XLSX number format shows its decimals, written plainly for CSV (no thousands
 * separator): '#,##0.00' gives 437.20 for 437.2, '#,##0.00##' two to four decimals (0.6493, 2.00).
 */
function withDecimals(v: number, fmt: string): string {
  const decimals = fmt.split('.')[1] ?? '';
  const least = (decimals.match(/0/g) ?? []).length;
  const most = least + (decimals.match(/#/g) ?? []).length;
  const fixed = v.toFixed(most);
  if (most === least) return fixed;
  const [whole, frac] = fixed.split('.');
  return `${whole}.${frac.slice(0, least)}${frac.slice(least).replace(/0+$/, '')}`;
}

const csvCell = (v: Cell, fmt?: string) => {
  const s = csvSafeCell(v === null ? '' : typeof v === 'number' && fmt ? withDecimals(v, fmt) : String(v));
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

/** One CSV line (no line end) of a table's cells: quoted where needed, formulas neutralised, money with its cents by the columns' number formats. */
export function csvLine(cells: readonly Cell[], numFmts: Record<number, string> = {}): string {
  return cells.map((v, n) => csvCell(v, numFmts[n])).join(',');
}

/** CSV with a BOM for Excel, CRLF lines, formula-looking text neutralised (csvSafeCell). */
export function tableCsv(t: TableExport): string {
  const lines = [csvLine(t.header), ...t.rows.map((r) => csvLine(r, t.numFmts))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** One sheet with a bold, frozen header; exceljs writes strings as strings, never formulas. */
export async function tableXlsx(t: TableExport, sheetName: string): Promise<Buffer> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.replace(/[\\/*?:[\]]/g, ' ').slice(0, 31) || 'Sheet');
  sheet.addRow([...t.header]).font = { bold: true };
  for (const r of t.rows) sheet.addRow(r);
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const [col, fmt] of Object.entries(t.numFmts ?? {})) sheet.getColumn(Number(col) + 1).numFmt = fmt;
  (t.widths ?? []).forEach((w, n) => (sheet.getColumn(n + 1).width = w));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Sends a table as a CSV or XLSX download named `fileBase.format`. */
export async function sendTable(reply: FastifyReply, t: TableExport, format: 'csv' | 'xlsx', fileBase: string, sheetName: string) {
  const safe = fileBase.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'export';
  reply.header('content-disposition', `attachment; filename="${safe}.${format}"`).header('cache-control', 'no-store');
  if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(tableCsv(t));
  return reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(await tableXlsx(t, sheetName));
}
