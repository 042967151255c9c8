import { and, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_PO_NUMBER_SETTINGS,
  formatPoNumber,
  type PoNumberContext,
  poNumberScope,
  type PoNumberSettings,
  type PoNumberGenerationType,
} from '@jobsite/core';
import { issuedPoNumbers, poNumberCounters, poNumberSettings } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import { badRequest } from '../../platform/errors';
import type { CompanyScope } from '../../platform/scope';

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
