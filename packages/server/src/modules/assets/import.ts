import { eq, inArray, sql } from 'drizzle-orm';
import {
  assetMessages,
  type AssetService,
  SERVICE_WAREHOUSE_TYPE,
  reservedCodeRefusal,
  isoDateSchema,
  isSerialised,
  TOOL_IMPORT_COLUMNS,
  TOOL_IMPORT_MAX_ROWS,
  TOOL_ITEM_STATUSES,
  toolImportMessages,
  type ToolItemStatus,
} from '@jobsite/core';
import { assetItems, assetModels, binLocations, warehouses } from '../../db/schema/index';
import { CsvReadError, readCsvRows } from '../../platform/csv-rows';
import type { Tx } from '../../platform/db';
import { fieldErrors } from '../../platform/errors';
import type { CompanyScope } from '../../platform/scope';
import type { AssetCaller } from './caller';
import { scanCodeClashes } from '../scanning/code-clashes';
import { takenSerials } from './queries';
import { addEvents } from './service';

type Column = (typeof TOOL_IMPORT_COLUMNS)[number];
interface Row {
  line: number;
  values: Partial<Record<Column, string>>;
}

/** A real day as YYYY-MM-DD, as every date field of the API takes it (a pattern let 2026-02-31 reach the database). */
const isoDate = isoDateSchema();
const MAX_REPORTED = 100;

/** Reads a tool list: the header names the columns; the limit is checked while reading. */
export async function readToolList(content: Buffer): Promise<Row[]> {
  let parsed: Awaited<ReturnType<typeof readCsvRows>>;
  try {
    parsed = await readCsvRows(content, TOOL_IMPORT_MAX_ROWS + 1, { relax_quotes: true });
  } catch (err) {
    if (!(err instanceof CsvReadError)) throw err;
    throw fieldErrors({ file: `${err.line ? `Line ${err.line}: ` : ''}${toolImportMessages.unreadable}` });
  }
  const { rows, overLimit } = parsed;
  if (overLimit) throw fieldErrors({ file: toolImportMessages.tooMany });
  // a binary file read as text shows NUL bytes: not a CSV whatever its name says
  if (rows.some((r) => r.record.some((c) => c.includes('\u0000')))) throw fieldErrors({ file: toolImportMessages.unreadable });
  const [header, ...body] = rows;
  if (!header) throw fieldErrors({ file: toolImportMessages.empty });
  const names = header.record.map((h) => h.trim().toLowerCase().replace(/[\s#]+/g, '_').replace(/_+$/, ''));
  if (!names.includes('model_code') || !names.includes('warehouse')) throw fieldErrors({ file: toolImportMessages.missingColumns });
  if (body.length === 0) throw fieldErrors({ file: toolImportMessages.empty });
  return body.map((r) => {
    const values: Row['values'] = {};
    names.forEach((name, n) => {
      if ((TOOL_IMPORT_COLUMNS as readonly string[]).includes(name) && r.record[n] !== undefined && r.record[n] !== '') values[name as Column] = r.record[n];
    });
    return { line: r.line, values };
  });
}

/**
 * Tool migration: every row becomes an item of the service (stock: a quantity in a bin), its
 * model found by code or created from the row's name. All or nothing: any bad row refuses the
 * file with each problem and its line, and nothing is written.
 */
export async function importToolList(tx: Tx, scope: CompanyScope, caller: AssetCaller, service: AssetService, rows: Row[]) {
  const errors: { line: number; error: string }[] = [];
  const fail = (line: number, error: string) => errors.length < MAX_REPORTED && errors.push({ line, error });
  const homes = await tx
    .select({ id: warehouses.id, name: warehouses.name, isActive: warehouses.isActive })
    .from(warehouses)
    .where(scope.where(warehouses, eq(warehouses.type, SERVICE_WAREHOUSE_TYPE[service])));
  // an active warehouse wins over an inactive one of the same name
  const homeByName = new Map(homes.toSorted((a, b) => Number(a.isActive) - Number(b.isActive)).map((h) => [h.name.trim().toLowerCase(), h]));
  const bins = homes.length
    ? await tx
        .select({ id: binLocations.id, code: binLocations.code, warehouseId: binLocations.warehouseId })
        .from(binLocations)
        .where(
          scope.where(
            binLocations,
            inArray(
              binLocations.warehouseId,
              homes.map((h) => h.id),
            ),
          ),
        )
    : [];
  const binOf = new Map(bins.map((b) => [`${b.warehouseId}:${b.code.toUpperCase()}`, b.id]));
  const codes = [...new Set(rows.map((r) => r.values.model_code?.trim().toUpperCase()).filter((c): c is string => Boolean(c)))];
  const existing = codes.length
    ? await tx
        .select({ id: assetModels.id, code: assetModels.code, name: assetModels.name })
        .from(assetModels)
        .where(scope.where(assetModels, eq(assetModels.service, service), inArray(sql`upper(${assetModels.code})`, codes)))
    : [];
  const modelIds = new Map(existing.map((m) => [m.code.toUpperCase(), m.id]));
  const modelNames = new Map(existing.map((m) => [m.id, m.name]));
  const newModels = new Map<string, { code: string; name: string; category: string; manufacturer: string; rateCents: number }>();
  const seenBarcodes = new Set<string>();
  /** model code and serial (upper case) -> the line it is on first: a serialised item's serial is its own, per model */
  const seenSerials = new Map<string, number>();
  const items: { row: Row; code: string; warehouseId: number; binId: number | null; status: ToolItemStatus; quantity: number }[] = [];

  for (const row of rows) {
    const v = row.values;
    const code = v.model_code?.trim() ?? '';
    if (!code || code.length > 60) {
      fail(row.line, 'model_code is required (at most 60 characters).');
      continue;
    }
    const key = code.toUpperCase();
    if (!modelIds.has(key) && !newModels.has(key)) {
      if (!v.model_name?.trim()) {
        fail(row.line, `No model ${code} yet: give its model_name to create it.`);
        continue;
      }
      const rate = v.daily_rate ? Number(v.daily_rate.replace(/[$,]/g, '')) : 0;
      if (!Number.isFinite(rate) || rate < 0 || rate > 100_000) {
        fail(row.line, `daily_rate ${v.daily_rate} is not an amount.`);
        continue;
      }
      newModels.set(key, { code, name: v.model_name.trim().slice(0, 200), category: (v.category ?? '').slice(0, 100), manufacturer: (v.manufacturer ?? '').slice(0, 200), rateCents: Math.round(rate * 100) });
    }
    const home = homeByName.get((v.warehouse ?? '').trim().toLowerCase());
    if (!home) {
      fail(row.line, `No ${SERVICE_WAREHOUSE_TYPE[service]} warehouse named "${v.warehouse ?? ''}".`);
      continue;
    }
    if (!home.isActive) {
      fail(row.line, assetMessages.inactiveWarehouse(home.name));
      continue;
    }
    const warehouseId = home.id;
    const binId = v.bin ? (binOf.get(`${warehouseId}:${v.bin.trim().toUpperCase()}`) ?? null) : null;
    if (v.bin && binId === null) {
      fail(row.line, `No bin ${v.bin} in ${v.warehouse}.`);
      continue;
    }
    const status = (v.status?.trim().toLowerCase() || 'ok') as ToolItemStatus;
    if (!TOOL_ITEM_STATUSES.includes(status)) {
      fail(row.line, `status must be one of ${TOOL_ITEM_STATUSES.join(', ')}.`);
      continue;
    }
    const quantity = v.quantity ? Number(v.quantity) : 1;
    if (!Number.isInteger(quantity) || quantity < 1 || (isSerialised(service) && quantity !== 1)) {
      fail(row.line, service === 'stock' ? 'quantity must be a whole number greater than 0.' : 'A serialised item is one item: leave quantity empty or 1.');
      continue;
    }
    const bad = (['certification_due', 'calibration_due'] as const).find((c) => v[c] && !isoDate.safeParse(v[c]).success);
    if (bad) {
      fail(row.line, `${bad} must be a date as YYYY-MM-DD.`);
      continue;
    }
    const barcode = (v.barcode ?? '').trim();
    if (barcode) {
      const reserved = reservedCodeRefusal(barcode);
      if (reserved) {
        fail(row.line, reserved);
        continue;
      }
      if (seenBarcodes.has(barcode.toUpperCase())) {
        fail(row.line, `Barcode ${barcode} appears twice in the file.`);
        continue;
      }
      seenBarcodes.add(barcode.toUpperCase());
    }
    const serial = (v.serial_number ?? '').trim();
    if (serial && isSerialised(service)) {
      const first = seenSerials.get(`${key}|${serial.toUpperCase()}`);
      if (first !== undefined) {
        fail(row.line, `Serial number ${serial} of ${code} is on line ${first} too.`);
        continue;
      }
      seenSerials.set(`${key}|${serial.toUpperCase()}`, row.line);
    }
    items.push({ row, code: key, warehouseId, binId, status, quantity });
  }
  if (seenBarcodes.size) {
    // a barcode another item or a bin answers to, in the company or as a serial further up or down the file
    const serialLines = new Map(items.flatMap((i) => (i.row.values.serial_number?.trim() ? [[i.row.values.serial_number.trim().toUpperCase(), i.row.line] as const] : [])));
    const clashes = await scanCodeClashes(tx, scope, [...seenBarcodes], { kind: 'item', itemId: null });
    for (const i of items) {
      const barcode = (i.row.values.barcode ?? '').trim();
      if (!barcode) continue;
      const clash = clashes.get(barcode.toUpperCase());
      const serialLine = serialLines.get(barcode.toUpperCase());
      if (clash) fail(i.row.line, clash);
      else if (serialLine !== undefined && serialLine !== i.row.line) fail(i.row.line, `${barcode} is the serial number on line ${serialLine}: its label would open that item.`);
    }
  }
  if (seenSerials.size && modelIds.size) {
    const serialOf = (i: (typeof items)[number]) => (i.row.values.serial_number ?? '').trim();
    const taken = await takenSerials(tx, scope, [...modelIds.values()], items.map(serialOf));
    for (const i of items) {
      const modelId = modelIds.get(i.code);
      if (modelId !== undefined && serialOf(i) && taken.has(`${modelId}|${serialOf(i).toUpperCase()}`)) fail(i.row.line, assetMessages.serialTaken(serialOf(i), modelNames.get(modelId) ?? i.code));
    }
  }
  // nothing is written while any row is wrong: each problem with its line, in the file's order
  if (errors.length) throw fieldErrors({ file: errors.sort((a, b) => a.line - b.line).map((e) => `Line ${e.line}: ${e.error}`) });

  if (newModels.size) {
    const created = await tx
      .insert(assetModels)
      .values([...newModels.values()].map((m) => ({ companyId: scope.companyId, service, code: m.code, name: m.name, category: m.category, manufacturer: m.manufacturer, dailyRateCents: m.rateCents })))
      .returning({ id: assetModels.id, code: assetModels.code });
    for (const m of created) modelIds.set(m.code.toUpperCase(), m.id);
  }
  for (let start = 0; start < items.length; start += 500) {
    const batch = items.slice(start, start + 500);
    const ids = await tx
      .insert(assetItems)
      .values(
        batch.map((i) => ({
          companyId: scope.companyId,
          service,
          modelId: modelIds.get(i.code)!,
          serialNumber: (i.row.values.serial_number ?? '').trim().slice(0, 100),
          barcode: (i.row.values.barcode ?? '').trim().slice(0, 100),
          status: i.status,
          quantity: i.quantity,
          warehouseId: i.warehouseId,
          binId: i.binId,
          certificationDue: i.row.values.certification_due ?? null,
          calibrationDue: i.row.values.calibration_due ?? null,
        })),
      )
      .returning({ id: assetItems.id });
    await addEvents(
      tx,
      ids.map(({ id }) => ({ companyId: scope.companyId, itemId: id, accountId: caller.accountId, text: 'Imported from a tool list' })),
    );
  }
  return { created_items: items.length, created_models: newModels.size };
}
