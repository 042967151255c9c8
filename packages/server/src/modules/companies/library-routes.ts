import { asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type CompanyNote,
  companyNoteBody,
  companyNoteSchema,
  type GlCode,
  glCodeBody,
  glCodeListQuery,
  glCodeSchema,
  idParamsSchema,
  pagedSchema,
  searchListQuery,
} from '@jobsite/core';
import { companyNotes, glCodes } from '../../db/schema/index';
import { fieldErrors, isUniqueViolation, notFound } from '../../platform/errors';
import { pagedResponse, pageOf } from '../../platform/paging';
import { scopeOf } from '../../platform/scope';
import { containsPattern } from '../../platform/text-and-dates';
import { changesNeed } from './access';

const DUPLICATE_GL = 'A GL code with this code already exists.';

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

/** gl_codes and company_notes (the notes library): the company's simple lists. */
export const libraryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', changesNeed('allow_manage_company'));
  const db = app.db;
  const tags = ['companies'];

  app.get('/gl_codes/', { schema: { tags, summary: "Your company's GL codes", querystring: glCodeListQuery, response: { 200: pagedSchema(glCodeSchema) } } }, async (request) => {
    const { search, active } = request.query;
    const where = scopeOf(request).where(
      glCodes,
      search ? or(ilike(glCodes.code, containsPattern(search)), ilike(glCodes.description, containsPattern(search))) : undefined,
      active ? eq(glCodes.isActive, active === 'true') : undefined,
    );
    const page = pageOf(request.query);
    const rows = await db.select().from(glCodes).where(where).orderBy(asc(glCodes.code), asc(glCodes.id)).limit(page.limit).offset(page.offset);
    const [{ n }] = await db.select({ n: count() }).from(glCodes).where(where);
    return pagedResponse(request, page, n, rows.map(glView));
  });

  app.post('/gl_codes/', { schema: { tags, summary: 'Add a GL code', body: glCodeBody, response: { 201: glCodeSchema } } }, async (request, reply) => {
    const b = request.body;
    const [row] = await uniqueGl(() => db.insert(glCodes).values({ companyId: scopeOf(request).companyId, code: b.code, description: b.description, isActive: b.is_active }).returning());
    return reply.status(201).send(glView(row));
  });

  app.put('/gl_codes/:id/', { schema: { tags, summary: 'Change a GL code', params: idParamsSchema, body: glCodeBody, response: { 200: glCodeSchema } } }, async (request) => {
    const b = request.body;
    const [row] = await uniqueGl(() =>
      db.update(glCodes).set({ code: b.code, description: b.description, isActive: b.is_active }).where(scopeOf(request).where(glCodes, eq(glCodes.id, request.params.id))).returning(),
    );
    if (!row) throw notFound();
    return glView(row);
  });

  app.delete('/gl_codes/:id/', { schema: { tags, summary: 'Delete a GL code', params: idParamsSchema } }, async (request, reply) => {
    const deleted = await db.delete(glCodes).where(scopeOf(request).where(glCodes, eq(glCodes.id, request.params.id))).returning({ id: glCodes.id });
    if (!deleted.length) throw notFound();
    return reply.status(204).send();
  });

  app.get('/company_notes/', { schema: { tags, summary: 'The company notes library', querystring: searchListQuery, response: { 200: pagedSchema(companyNoteSchema) } } }, async (request) => {
    const s = request.query.search;
    const where = scopeOf(request).where(companyNotes, s ? or(ilike(companyNotes.title, containsPattern(s)), ilike(companyNotes.body, containsPattern(s))) : undefined);
    const page = pageOf(request.query);
    const rows = await db.select().from(companyNotes).where(where).orderBy(asc(sql`lower(${companyNotes.title})`), asc(companyNotes.id)).limit(page.limit).offset(page.offset);
    const [{ n }] = await db.select({ n: count() }).from(companyNotes).where(where);
    return pagedResponse(request, page, n, rows.map(noteView));
  });

  app.post('/company_notes/', { schema: { tags, summary: 'Add a note to the library', body: companyNoteBody, response: { 201: companyNoteSchema } } }, async (request, reply) => {
    const [row] = await db.insert(companyNotes).values({ companyId: scopeOf(request).companyId, ...request.body }).returning();
    return reply.status(201).send(noteView(row));
  });

  app.get('/company_notes/:id/', { schema: { tags, summary: 'A library note', params: idParamsSchema, response: { 200: companyNoteSchema } } }, async (request) => {
    const [row] = await db.select().from(companyNotes).where(scopeOf(request).where(companyNotes, eq(companyNotes.id, request.params.id)));
    if (!row) throw notFound();
    return noteView(row);
  });

  app.put('/company_notes/:id/', { schema: { tags, summary: 'Change a library note', params: idParamsSchema, body: companyNoteBody, response: { 200: companyNoteSchema } } }, async (request) => {
    const [row] = await db
      .update(companyNotes)
      .set({ ...request.body, updatedAt: new Date() })
      .where(scopeOf(request).where(companyNotes, eq(companyNotes.id, request.params.id)))
      .returning();
    if (!row) throw notFound();
    return noteView(row);
  });

  app.delete('/company_notes/:id/', { schema: { tags, summary: 'Delete a library note', params: idParamsSchema } }, async (request, reply) => {
    const deleted = await db.delete(companyNotes).where(scopeOf(request).where(companyNotes, eq(companyNotes.id, request.params.id))).returning({ id: companyNotes.id });
    if (!deleted.length) throw notFound();
    return reply.status(204).send();
  });
};
