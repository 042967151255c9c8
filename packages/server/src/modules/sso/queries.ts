import { and, eq, lt } from 'drizzle-orm';
import { samlConfigurations, samlRequests } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';

export type SamlConfigurationRow = typeof samlConfigurations.$inferSelect;

export async function findSamlConfiguration(db: DbOrTx, companyId: number): Promise<SamlConfigurationRow | null> {
  const [row] = await db.select().from(samlConfigurations).where(eq(samlConfigurations.companyId, companyId)).limit(1);
  return row ?? null;
}

export async function saveSamlConfiguration(db: DbOrTx, companyId: number, values: { idpEntityId: string; ssoUrl: string; certificate: string }) {
  const [row] = await db
    .insert(samlConfigurations)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: samlConfigurations.companyId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row;
}

export async function deleteSamlConfiguration(db: DbOrTx, companyId: number): Promise<boolean> {
  const rows = await db.delete(samlConfigurations).where(eq(samlConfigurations.companyId, companyId)).returning({ id: samlConfigurations.companyId });
  return rows.length > 0;
}

export async function saveSamlRequest(db: DbOrTx, companyId: number, requestId: string, createdAt: Date, lifetimeMs: number) {
  await db.delete(samlRequests).where(lt(samlRequests.createdAt, new Date(Date.now() - lifetimeMs)));
  await db.insert(samlRequests).values({ requestId, companyId, createdAt });
}

export async function findSamlRequest(db: DbOrTx, companyId: number, requestId: string) {
  const [row] = await db
    .select()
    .from(samlRequests)
    .where(and(eq(samlRequests.requestId, requestId), eq(samlRequests.companyId, companyId)))
    .limit(1);
  return row ?? null;
}

/** Deletes a request id; true only for the one caller that actually removed it. */
export async function takeSamlRequest(db: DbOrTx, companyId: number, requestId: string): Promise<boolean> {
  const rows = await db
    .delete(samlRequests)
    .where(and(eq(samlRequests.requestId, requestId), eq(samlRequests.companyId, companyId)))
    .returning({ id: samlRequests.requestId });
  return rows.length > 0;
}
