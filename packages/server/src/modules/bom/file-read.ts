import { Readable } from 'node:stream';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Cell } from 'exceljs';
import { BOM_MAX_LINES, type BomHeader, bomMessages, isBlankBomRow, readBomHeader } from '@jobsite/core';
import { CsvReadError, readCsvRows } from '../../platform/csv-rows';
import { fieldErrors } from '../../platform/errors';
import { loadExcelJs } from '../../platform/lazy-modules';
import { checkXlsxBounds } from '../../platform/xlsx-bounds';

/** A row of the file under its header, with its line (row) number. */
export interface BomFileRow {
  line: number;
  cells: string[];
}

export interface BomFile {
  header: BomHeader;
  rows: BomFileRow[];
}

export type BomFileKind = 'csv' | 'xlsx';

/** The kind of file by its name; null for anything else. */
export function bomFileKind(fileName: string): BomFileKind | null {
  if (/\.csv$/i.test(fileName)) return 'csv';
  if (/\.xlsx$/i.test(fileName)) return 'xlsx';
  return null;
}

const fileError = (message: string) => fieldErrors({ file: message });

/** Rows read at most: the line limit and its header (rows of empty cells are not counted). */
const MAX_READ_ROWS = BOM_MAX_LINES + 1;

async function readCsv(content: Buffer): Promise<BomFileRow[]> {
  let parsed: Awaited<ReturnType<typeof readCsvRows>>;
  try {
    parsed = await readCsvRows(content, MAX_READ_ROWS, { relax_quotes: true });
  } catch (err) {
    if (!(err instanceof CsvReadError)) throw err;
    throw fileError(err.line ? `Line ${err.line}: ${bomMessages.unreadable}` : bomMessages.unreadable);
  }
  if (parsed.overLimit) throw fileError(bomMessages.tooManyLines(BOM_MAX_LINES));
  // A binary file read as text shows NUL bytes: not a CSV whatever its name says.
  if (parsed.rows.some((p) => p.record.some((c) => c.includes('\u0000')))) throw fileError(bomMessages.unreadable);
  return parsed.rows.map((p) => ({ line: p.line, cells: p.record }));
}

function cellText(cell: Cell): string {
  const v = cell.value;
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return v;
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object' && 'result' in v) return v.result === undefined || v.result === null ? '' : String(v.result instanceof Date ? v.result.toISOString().slice(0, 10) : v.result);
  return cell.text ?? '';
}

async function readXlsx(content: Buffer): Promise<BomFileRow[]> {
  // A zip "bomb" (a small file that inflates to gigabytes) is refused before anything is inflated.
  const bounds = checkXlsxBounds(content);
  if (bounds !== 'ok') throw fileError(bounds === 'unreadable' ? bomMessages.unreadable : bomMessages.tooLarge);
  const ExcelJS = await loadExcelJs();
  // Streamed, the first sheet row by row: reading stops at the line limit, so a sheet of 700,000
  // rows costs what 10,000 do (loaded whole, it held the server for 17 s before the limit said no).
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([content]), { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'ignore' });
  const rows: BomFileRow[] = [];
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const cells: string[] = [];
        for (let c = 1; c <= row.cellCount; c++) cells.push(cellText(row.getCell(c)).trim());
        if (isBlankBomRow(cells)) continue;
        rows.push({ line: row.number, cells });
        // the header and the limit's lines, and one more to tell the file is over it
        if (rows.length > BOM_MAX_LINES + 1) return rows;
        if (rows.length % 1000 === 0) await yieldToEventLoop();
      }
      break; // the first sheet only
    }
  } catch {
    throw fileError(bomMessages.unreadable);
  }
  if (!rows.length) throw fileError(bomMessages.empty);
  return rows;
}

/**
 * Reads an uploaded BOM: the first non-blank row is the header, blank rows are dropped.
 * Anything wrong with the file as a whole is a 400 on the `file` field.
 */
export async function readBomFile(kind: BomFileKind, content: Buffer): Promise<BomFile> {
  if (!content.length) throw fileError(bomMessages.empty);
  const all = (kind === 'csv' ? await readCsv(content) : await readXlsx(content)).filter((r) => !isBlankBomRow(r.cells));
  const [first, ...rows] = all;
  if (!first) throw fileError(bomMessages.empty);
  const header = readBomHeader(first.cells);
  if (header.error) throw fileError(header.error);
  if (!rows.length) throw fileError(bomMessages.empty);
  if (rows.length > BOM_MAX_LINES) throw fileError(bomMessages.tooManyLines(BOM_MAX_LINES));
  return { header, rows };
}
