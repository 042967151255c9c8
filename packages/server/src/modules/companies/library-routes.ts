import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyNoteBody, companyNoteSchema, glCodeBody, glCodeListQuery, glCodeSchema, idParamsSchema, pagedSchema, searchListQuery } from '@jobsite/core';
import { pagedResponse, pageOf } from '../../platform/paging';
import { scopeOf } from '../../platform/scope';
import { changesNeed, changesNeedSettingInUse } from './access';
import {
  createCompanyNote,
  createGlCode,
  deleteCompanyNote,
  deleteGlCode,
  findCompanyNote,
  listCompanyNotes,
  listGlCodes,
  updateCompanyNote,
  updateGlCode,
} from './library';

/** gl_codes and company_notes (the notes library): the company's simple lists. */
export const libraryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', changesNeed('allow_manage_company'));
  const db = app.db;
  const tags = ['companies'];
  // GL codes are a contractor's (job costing); the notes library serves a supplier too
  const glCodesInUse = changesNeedSettingInUse('gl_codes');

  app.get('/gl_codes/', { schema: { tags, summary: "Your company's GL codes", querystring: glCodeListQuery, response: { 200: pagedSchema(glCodeSchema) } } }, async (request) => {
    const page = pageOf(request.query);
    const { total, results } = await listGlCodes(db, scopeOf(request), { search: request.query.search, active: request.query.active }, page);
    return pagedResponse(request, page, total, results);
  });

  app.post('/gl_codes/', { preValidation: glCodesInUse, schema: { tags, summary: 'Add a GL code', body: glCodeBody, response: { 201: glCodeSchema } } }, async (request, reply) =>
    reply.status(201).send(await createGlCode(db, scopeOf(request), request.body)),
  );

  app.put('/gl_codes/:id/', { preValidation: glCodesInUse, schema: { tags, summary: 'Change a GL code', params: idParamsSchema, body: glCodeBody, response: { 200: glCodeSchema } } }, async (request) =>
    updateGlCode(db, scopeOf(request), request.params.id, request.body),
  );

  app.delete('/gl_codes/:id/', { preValidation: glCodesInUse, schema: { tags, summary: 'Delete a GL code', params: idParamsSchema } }, async (request, reply) => {
    await deleteGlCode(db, scopeOf(request), request.params.id);
    return reply.status(204).send();
  });

  app.get('/company_notes/', { schema: { tags, summary: 'The company notes library', querystring: searchListQuery, response: { 200: pagedSchema(companyNoteSchema) } } }, async (request) => {
    const page = pageOf(request.query);
    const { total, results } = await listCompanyNotes(db, scopeOf(request), request.query.search, page);
    return pagedResponse(request, page, total, results);
  });

  app.post('/company_notes/', { schema: { tags, summary: 'Add a note to the library', body: companyNoteBody, response: { 201: companyNoteSchema } } }, async (request, reply) =>
    reply.status(201).send(await createCompanyNote(db, scopeOf(request), request.body)),
  );

  app.get('/company_notes/:id/', { schema: { tags, summary: 'A library note', params: idParamsSchema, response: { 200: companyNoteSchema } } }, async (request) =>
    findCompanyNote(db, scopeOf(request), request.params.id),
  );

  app.put('/company_notes/:id/', { schema: { tags, summary: 'Change a library note', params: idParamsSchema, body: companyNoteBody, response: { 200: companyNoteSchema } } }, async (request) =>
    updateCompanyNote(db, scopeOf(request), request.params.id, request.body),
  );

  app.delete('/company_notes/:id/', { schema: { tags, summary: 'Delete a library note', params: idParamsSchema } }, async (request, reply) => {
    await deleteCompanyNote(db, scopeOf(request), request.params.id);
    return reply.status(204).send();
  });
};
