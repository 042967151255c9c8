import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactBody, contactGroupBody, contactGroupListQuery, contactGroupSchema, contactSchema, idParamsSchema, pagedSchema, searchListQuery } from '@jobsite/core';
import { pagedResponse, pageOf } from '../../platform/paging';
import { scopeOf } from '../../platform/scope';
import { changesNeed } from './access';
import {
  createContact,
  createContactGroup,
  deleteContact,
  deleteContactGroup,
  findContact,
  findContactGroup,
  listContactGroups,
  listContacts,
  updateContact,
  updateContactGroup,
} from './contacts';

/** contacts and contact_groups: the people deliveries go through, grouped per supplier (branch). */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', changesNeed('allow_manage_company'));
  const db = app.db;
  const tags = ['companies'];

  app.get('/contacts/', { schema: { tags, summary: 'Your company contacts', querystring: searchListQuery, response: { 200: pagedSchema(contactSchema) } } }, async (request) => {
    const page = pageOf(request.query);
    const { total, results } = await listContacts(db, scopeOf(request), request.query.search, page);
    return pagedResponse(request, page, total, results);
  });

  app.post('/contacts/', { schema: { tags, summary: 'Add a contact', body: contactBody, response: { 201: contactSchema } } }, async (request, reply) =>
    reply.status(201).send(await createContact(db, scopeOf(request), request.body)),
  );

  app.get('/contacts/:id/', { schema: { tags, summary: 'A contact', params: idParamsSchema, response: { 200: contactSchema } } }, async (request) =>
    findContact(db, scopeOf(request), request.params.id),
  );

  app.put('/contacts/:id/', { schema: { tags, summary: 'Change a contact and its groups', params: idParamsSchema, body: contactBody, response: { 200: contactSchema } } }, async (request) =>
    updateContact(db, scopeOf(request), request.params.id, request.body),
  );

  app.delete('/contacts/:id/', { schema: { tags, summary: 'Delete a contact', params: idParamsSchema } }, async (request, reply) => {
    await deleteContact(db, scopeOf(request), request.params.id);
    return reply.status(204).send();
  });

  app.get(
    '/contact_groups/',
    { schema: { tags, summary: 'Contact groups (search starts at more than 3 characters)', querystring: contactGroupListQuery, response: { 200: pagedSchema(contactGroupSchema) } } },
    async (request) => {
      const page = pageOf(request.query);
      const { total, results } = await listContactGroups(db, scopeOf(request), { search: request.query.search, supplierId: request.query.company_supplier }, page);
      return pagedResponse(request, page, total, results);
    },
  );

  app.post('/contact_groups/', { schema: { tags, summary: 'Add a contact group', body: contactGroupBody, response: { 201: contactGroupSchema } } }, async (request, reply) =>
    reply.status(201).send(await createContactGroup(db, scopeOf(request), request.body)),
  );

  app.get('/contact_groups/:id/', { schema: { tags, summary: 'A contact group with its contacts', params: idParamsSchema, response: { 200: contactGroupSchema } } }, async (request) =>
    findContactGroup(db, scopeOf(request), request.params.id),
  );

  app.put('/contact_groups/:id/', { schema: { tags, summary: 'Change a contact group', params: idParamsSchema, body: contactGroupBody, response: { 200: contactGroupSchema } } }, async (request) =>
    updateContactGroup(db, scopeOf(request), request.params.id, request.body),
  );

  app.delete('/contact_groups/:id/', { schema: { tags, summary: 'Delete a contact group (its contacts stay)', params: idParamsSchema } }, async (request, reply) => {
    await deleteContactGroup(db, scopeOf(request), request.params.id);
    return reply.status(204).send();
  });
};
