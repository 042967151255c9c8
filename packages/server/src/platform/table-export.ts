import type { FastifyReply } from 'fastify';
import { csvSafeCell } from '@jobsite/core';
import { loadExcelJs } from './lazy-modules';

/** One cell of an exported table. */
export type Cell = string | number | null;

export interface TableExport {
  header: readonly string[];
  rows: Cell[][];
  /** XLSX only: column widths and number formats, by column index. */
  widths?: number[];
  numFmts?: Record<number, string>;
}

const csvCell = (v: Cell) => {
  const s = csvSafeCell(v === null ? '' : String(v));
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

/** CSV with a BOM for Excel, CRLF lines, formula-looking text neutralised (csvSafeCell). */
export function tableCsv(t: TableExport): string {
  const lines = [t.header.map(csvCell).join(','), ...t.rows.map((r) => r.map(csvCell).join(','))];
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
