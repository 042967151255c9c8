import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BOM_MAX_FILE_BYTES,
  BOM_MAX_LINES,
  bomExportFileName,
  bomExportQuerySchema,
  bomImportCommitBody,
  bomImportDuplicatesSchema,
  bomImportParamsSchema,
  bomImportPatchBody,
  bomImportSchema,
  bomMessages,
  idParamsSchema,
} from '@jobsite/core';
import { authOf } from '../../platform/auth';
import { ApiError, fieldErrors, notFound } from '../../platform/errors';
import { scopeOf } from '../../platform/scope';
import { pricingOf } from '../cart/lines';
import { today } from '../../platform/text-and-dates';
import { findProject, findProjectForUpdate } from '../projects/queries';
import { bomCsv, bomExportItems, bomXlsx } from './export';
import { bomFileKind, readBomFile } from './file-read';
import { cancelBomImport, commitBomImport, createBomImport, decideBomImport, findBomImport, importDuplicates, presentImport } from './service';
import { refuseHiddenMaterial } from '../cart/actions';

import { readUpload } from '../../platform/uploads';

const tags = ['bom import'];

/** BOM import (upload, review, commit or cancel) and BOM export of a project's cart lines. */
export const bomRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  app.addHook('preValidation', refuseHiddenMaterial);
  await app.register(multipart, { limits: { fileSize: BOM_MAX_FILE_BYTES, files: 1, fields: 5 } });

  const projectOr404 = async (request: FastifyRequest, id: number) => {
    const project = await findProject(db, scopeOf(request), id);
    if (!project) throw notFound();
    return project;
  };

  app.post(
    '/projects/:id/bom_import/',
    {
      schema: {
        tags,
        summary: `Upload a BOM (multipart: file, .csv or .xlsx, at most ${BOM_MAX_LINES} lines): answers the import for review with each line matched to the catalogue or not`,
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 201: bomImportSchema },
      },
    },
    async (request, reply) => {
      const project = await projectOr404(request, request.params.id);
      if (!request.isMultipart()) throw new ApiError(415, { detail: 'Send the file as multipart/form-data.' });
      const upload = (await readUpload(request, bomMessages.tooLarge)).file;
      if (!upload) throw fieldErrors({ file: bomMessages.noFile });
      const kind = bomFileKind(upload.fileName);
      if (!kind) throw fieldErrors({ file: bomMessages.wrongType });
      const content = await readBomFile(kind, upload.content);
      const created = await createBomImport(db, scopeOf(request), project, authOf(request).account.id, { name: upload.fileName, content });
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/projects/:id/bom_import/:importId/',
    { schema: { tags, summary: 'One BOM import with its lines', params: bomImportParamsSchema, response: { 200: bomImportSchema } } },
    async (request) => presentImport(await findBomImport(db, scopeOf(request), request.params.id, request.params.importId)),
  );

  app.patch(
    '/projects/:id/bom_import/:importId/',
    {
      schema: {
        tags,
        summary: 'Decide lines under review: lines [{line, decision catalogue|custom|skip, base_item_id}] (all or nothing)',
        params: bomImportParamsSchema,
        body: bomImportPatchBody,
        response: { 200: bomImportSchema },
      },
    },
    async (request) => db.transaction((tx) => decideBomImport(tx, scopeOf(request), request.params.id, request.params.importId, request.body)),
  );

  app.post(
    '/projects/:id/bom_import/:importId/commit/',
    {
      schema: {
        tags,
        summary:
          'Create every line not skipped as cart lines, in one transaction; refused while an unmatched line has no decision. on_duplicate merge adds a line that is already in the BOM to that line\'s quantity instead',
        params: bomImportParamsSchema,
        body: bomImportCommitBody.nullish(),
        response: { 200: bomImportSchema },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const onDuplicate = request.body?.on_duplicate ?? 'add';
      return db.transaction(async (tx) => {
        const project = await findProjectForUpdate(tx, scope, request.params.id);
        if (!project) throw notFound();
        return commitBomImport(tx, scope, project, authOf(request).account.id, request.params.importId, onDuplicate);
      });
    },
  );

  app.get(
    '/projects/:id/bom_import/:importId/duplicates/',
    {
      schema: {
        tags,
        summary: "The import's lines (file line numbers) that repeat a line already in the BOM: the same item or custom line with the same phase and cost code",
        params: bomImportParamsSchema,
        response: { 200: bomImportDuplicatesSchema },
      },
    },
    async (request) => ({ lines: await importDuplicates(db, scopeOf(request), request.params.id, request.params.importId) }),
  );

  app.post(
    '/projects/:id/bom_import/:importId/cancel/',
    { schema: { tags, summary: 'Cancel a BOM import under review (nothing is created)', params: bomImportParamsSchema, response: { 200: bomImportSchema } } },
    async (request) => db.transaction((tx) => cancelBomImport(tx, scopeOf(request), request.params.id, request.params.importId)),
  );

  app.get(
    '/projects/:id/bom_export/',
    {
      schema: {
        tags,
        summary: 'Every cart line of the project as a CSV or XLSX file (format=csv|xlsx): quantity, unit, catalog number, description, manufacturer, phase and cost codes, WBS, comments, unit and extended price',
        params: idParamsSchema,
        querystring: bomExportQuerySchema,
      },
    },
    async (request, reply) => {
      const project = await projectOr404(request, request.params.id);
      const { format } = request.query;
      const items = await bomExportItems(db, scopeOf(request), project.id, pricingOf(request));
      const fileName = bomExportFileName(project.name, format, today());
      reply.header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'no-store');
      if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(bomCsv(items));
      return reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(await bomXlsx(items, project.name));
    },
  );
};
