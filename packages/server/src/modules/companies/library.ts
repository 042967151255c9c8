import { asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CompanyNote, companyNoteBody, GlCode, glCodeBody } from '@jobsite/core';
import { companyNotes, glCodes } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import { fieldErrors, isUniqueViolation, notFound } from '../../platform/errors';
import { type PageRequest, pagedRows } from '../../platform/paging';
import type { CompanyScope } from '../../platform/scope';
import { containsPattern } from '../../platform/text-and-dates';

const DUPLICATE_GL = 'A GL code with this code already exists.';

type GlCodeValues = z.output<typeof glCodeBody>;
type CompanyNoteValues = z.output<typeof companyNoteBody>;

const glView = (r: typeof glCodes.$inferSelect): GlCode => ({ id: r.id, code: r.code, description: r.description, is_active: r.isActive });
const noteView = (r: typeof companyNotes.$inferSelect): CompanyNote => ({
  id: r.id,
  title: r.title,
  body: r.body,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

async function uniqueGl<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldErrors({ code: DUPLICATE_GL });
    throw err;
  }
}

export async function listGlCodes(db: DbOrTx, scope: CompanyScope, filter: { search?: string; active?: 'true' | 'false' }, page: PageRequest) {
  const { search, active } = filter;
  const where = scope.where(
    glCodes,
    search ? or(ilike(glCodes.code, containsPattern(search)), ilike(glCodes.description, containsPattern(search))) : undefined,
    active ? eq(glCodes.isActive, active === 'true') : undefined,
  );
  const { rows, total } = await pagedRows(page, {
    rows: db.select().from(glCodes).where(where).orderBy(asc(glCodes.code), asc(glCodes.id)),
    count: db.select({ n: count() }).from(glCodes).where(where),
  });
  return { total, results: rows.map(glView) };
}

export async function createGlCode(db: DbOrTx, scope: CompanyScope, b: GlCodeValues): Promise<GlCode> {
  const [row] = await uniqueGl(() => db.insert(glCodes).values({ companyId: scope.companyId, code: b.code, description: b.description, isActive: b.is_active }).returning());
  return glView(row);
}

export async function updateGlCode(db: DbOrTx, scope: CompanyScope, id: number, b: GlCodeValues): Promise<GlCode> {
  const [row] = await uniqueGl(() => db.update(glCodes).set({ code: b.code, description: b.description, isActive: b.is_active }).where(scope.where(glCodes, eq(glCodes.id, id))).returning());
  if (!row) throw notFound();
  return glView(row);
}

export async function deleteGlCode(db: DbOrTx, scope: CompanyScope, id: number): Promise<void> {
  const deleted = await db.delete(glCodes).where(scope.where(glCodes, eq(glCodes.id, id))).returning({ id: glCodes.id });
  if (!deleted.length) throw notFound();
}

export async function listCompanyNotes(db: DbOrTx, scope: CompanyScope, search: string | undefined, page: PageRequest) {
  const where = scope.where(companyNotes, search ? or(ilike(companyNotes.title, containsPattern(search)), ilike(companyNotes.body, containsPattern(search))) : undefined);
  const { rows, total } = await pagedRows(page, {
    rows: db.select().from(companyNotes).where(where).orderBy(asc(sql`lower(${companyNotes.title})`), asc(companyNotes.id)),
    count: db.select({ n: count() }).from(companyNotes).where(where),
  });
  return { total, results: rows.map(noteView) };
}

export async function createCompanyNote(db: DbOrTx, scope: CompanyScope, b: CompanyNoteValues): Promise<CompanyNote> {
  const [row] = await db.insert(companyNotes).values({ companyId: scope.companyId, ...b }).returning();
  return noteView(row);
}

export async function findCompanyNote(db: DbOrTx, scope: CompanyScope, id: number): Promise<CompanyNote> {
  const [row] = await db.select().from(companyNotes).where(scope.where(companyNotes, eq(companyNotes.id, id)));
  if (!row) throw notFound();
  return noteView(row);
}

export async function updateCompanyNote(db: DbOrTx, scope: CompanyScope, id: number, b: CompanyNoteValues): Promise<CompanyNote> {
  const [row] = await db
    .update(companyNotes)
    .set({ ...b, updatedAt: new Date() })
    .where(scope.where(companyNotes, eq(companyNotes.id, id)))
    .returning();
  if (!row) throw notFound();
  return noteView(row);
}

export async function deleteCompanyNote(db: DbOrTx, scope: CompanyScope, id: number): Promise<void> {
  const deleted = await db.delete(companyNotes).where(scope.where(companyNotes, eq(companyNotes.id, id))).returning({ id: companyNotes.id });
  if (!deleted.length) throw notFound();
}
