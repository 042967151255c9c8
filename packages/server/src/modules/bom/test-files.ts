import ExcelJS from 'exceljs';

/** A multipart body with one file, binary-safe (XLSX). Used by tests only. */
export function upload(name: string, content: Buffer | string, field = 'file') {
  const boundary = `----bom${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    typeof content === 'string' ? Buffer.from(content) : content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A CSV from rows (cells with commas or quotes are quoted). */
export const csvOf = (rows: (string | number)[][]) =>
  rows.map((r) => r.map((c) => (/[",\n]/.test(String(c)) ? `"${String(c).replaceAll('"', '""')}"` : String(c))).join(',')).join('\r\n') + '\r\n';

/** An XLSX workbook whose first sheet holds the rows. */
export async function xlsxOf(rows: (string | number | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('BOM');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The rows of the first sheet of an XLSX file, as plain values. */
export async function rowsOfXlsx(content: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const out: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return out;
}
