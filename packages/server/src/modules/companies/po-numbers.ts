import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  DEFAULT_PO_NUMBER_SETTINGS,
  formatPoNumber,
  type PoNumberContext,
  poNumberScope,
  type PoNumberSettings,
  poNumberSettingsSchema,
  type PoNumberGenerationType,
  type poPrefixBody,
  type updatePoNumberBody,
} from '@jobsite/core';
import { issuedPoNumbers, poNumberCounters, poNumberSettings, poPrefixes } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../platform/db';
import { badRequest, fieldErrors, notFound } from '../../platform/errors';
import { type PageRequest, pagedRows } from '../../platform/paging';
import type { CompanyScope } from '../../platform/scope';
import { containsPattern } from '../../platform/text-and-dates';

const COMPANY_COUNTER = 'company';

export async function readPoSettings(db: DbOrTx, scope: CompanyScope): Promise<PoNumberSettings> {
  const [row] = await db.select().from(poNumberSettings).where(scope.where(poNumberSettings));
  if (!row) return { ...DEFAULT_PO_NUMBER_SETTINGS };
  return {
    generation_type: row.generationType as PoNumberGenerationType,
    prefix: row.prefix,
    separator: row.separator as PoNumberSettings['separator'],
    padding: row.padding,
  };
}

export async function writePoSettings(db: DbOrTx, scope: CompanyScope, s: PoNumberSettings): Promise<void> {
  const values = { generationType: s.generation_type, prefix: s.prefix, separator: s.separator, padding: s.padding };
  await db
    .insert(poNumberSettings)
    .values({ companyId: scope.companyId, ...values })
    .onConflictDoUpdate({ target: poNumberSettings.companyId, set: values });
}

/** The last sequence a counter handed out (0 when it never did). */
export async function lastSequence(db: DbOrTx, scope: CompanyScope, scopeKey: string): Promise<number> {
  const [row] = await db.select({ v: poNumberCounters.lastValue }).from(poNumberCounters).where(scope.where(poNumberCounters, eq(poNumberCounters.scopeKey, scopeKey)));
  return row?.v ?? 0;
}

/** Moves a counter forward so the next draw is `next`; a counter never moves back. */
export async function setNextSequence(db: DbOrTx, scope: CompanyScope, scopeKey: string, next: number): Promise<void> {
  await db
    .insert(poNumberCounters)
    .values({ companyId: scope.companyId, scopeKey, lastValue: next - 1 })
    .onConflictDoUpdate({
      target: [poNumberCounters.companyId, poNumberCounters.scopeKey],
      set: { lastValue: sql`greatest(${poNumberCounters.lastValue}, excluded.last_value)` },
    });
}

/**
 * Draws the next PO number. The counter row is bumped with one INSERT ... ON CONFLICT DO
 * UPDATE ... RETURNING, which PostgreSQL serialises on the row lock, so concurrent
 * transactions get distinct sequences. The issued-number table's unique index guards the
 * number itself (a scheme change can make two counters spell the same number): a taken
 * number is skipped. Call it inside the transaction that creates the purchase order.
 */
export async function allocatePoNumber(db: DbOrTx, scope: CompanyScope, ctx: PoNumberContext): Promise<string> {
  const settings = await readPoSettings(db, scope);
  const target = poNumberScope(settings.generation_type, ctx);
  if (!target.ok) throw badRequest(target.error);
  for (let attempt = 0; attempt < 1000; attempt++) {
    const [counter] = await db
      .insert(poNumberCounters)
      .values({ companyId: scope.companyId, scopeKey: target.key, lastValue: 1 })
      .onConflictDoUpdate({ target: [poNumberCounters.companyId, poNumberCounters.scopeKey], set: { lastValue: sql`${poNumberCounters.lastValue} + 1` } })
      .returning({ value: poNumberCounters.lastValue });
    const number = formatPoNumber(settings, ctx, counter.value);
    const issued = await db.insert(issuedPoNumbers).values({ companyId: scope.companyId, number }).onConflictDoNothing().returning({ id: issuedPoNumbers.id });
    if (issued.length) return number;
  }
  throw badRequest('Could not find a free PO number; please change the PO numbering settings.');
}

/** Whether a PO number was handed out already (for numbers typed by hand). */
export async function isPoNumberTaken(db: DbOrTx, scope: CompanyScope, number: string): Promise<boolean> {
  const [row] = await db
    .select({ id: issuedPoNumbers.id })
    .from(issuedPoNumbers)
    .where(scope.where(issuedPoNumbers, and(sql`upper(${issuedPoNumbers.number}) = ${number.trim().toUpperCase()}`)));
  return Boolean(row);
}

/** The PO numbering as the settings screen shows it: settings, the next company-wide number and an example. */
export async function poNumberView(db: DbOrTx, scope: CompanyScope, canEdit: boolean) {
  const settings = await readPoSettings(db, scope);
  const next = (await lastSequence(db, scope, COMPANY_COUNTER)) + 1;
  const sample = { project: { id: 0, main_job_num: '2417' }, branch: { id: 0, branch_code: 'DEN' }, dynamic_prefix: 'ELEC' };
  return { ...settings, next_number: next, example: formatPoNumber(settings, sample, next), can_edit: canEdit };
}

/** Changes the numbering; the next company-wide number is never lower than the last used. */
export async function updatePoNumbering(db: Db, scope: CompanyScope, body: z.output<typeof updatePoNumberBody>): Promise<void> {
  const { next_number, ...changes } = body;
  await db.transaction(async (tx) => {
    const settings = poNumberSettingsSchema.parse({ ...(await readPoSettings(tx, scope)), ...changes });
    if (next_number !== undefined) {
      const last = await lastSequence(tx, scope, COMPANY_COUNTER);
      if (next_number <= last) throw fieldErrors({ next_number: `Ensure this value is greater than ${last}: numbers up to ${last} were used already.` });
      await setNextSequence(tx, scope, COMPANY_COUNTER, next_number);
    }
    await writePoSettings(tx, scope, settings);
  });
}

const prefixView = (r: typeof poPrefixes.$inferSelect) => ({ id: r.id, prefix: r.prefix, description: r.description });

export async function listPoPrefixes(db: DbOrTx, scope: CompanyScope, search: string | undefined, page: PageRequest) {
  const where = scope.where(poPrefixes, search ? ilike(poPrefixes.prefix, containsPattern(search)) : undefined);
  const { rows, total } = await pagedRows(page, {
    rows: db.select().from(poPrefixes).where(where).orderBy(asc(poPrefixes.prefix)),
    count: db.select({ n: count() }).from(poPrefixes).where(where),
  });
  return { total, results: rows.map(prefixView) };
}

/** Adds a dynamic prefix, stored in capitals; one that exists already is a field error. */
export async function createPoPrefix(db: DbOrTx, scope: CompanyScope, body: z.output<typeof poPrefixBody>) {
  const prefix = body.prefix.toUpperCase();
  const [row] = await db.insert(poPrefixes).values({ companyId: scope.companyId, prefix, description: body.description }).onConflictDoNothing().returning();
  if (!row) throw fieldErrors({ prefix: `The prefix ${prefix} exists already.` });
  return prefixView(row);
}

export async function deletePoPrefix(db: DbOrTx, scope: CompanyScope, id: number): Promise<void> {
  const deleted = await db.delete(poPrefixes).where(scope.where(poPrefixes, eq(poPrefixes.id, id))).returning({ id: poPrefixes.id });
  if (!deleted.length) throw notFound();
}
