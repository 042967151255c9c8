import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ATTACHMENT_KINDS,
  SHIPPING_ATTACHMENT_MAX_BYTES,
  fileTooLargeMessage,
  SHIPPING_FIELD_LABELS,
  ccCandidateQuery,
  ccCandidateSchema,
  createReturnBody,
  createShippingFormBody,
  deleteShippingFormResponse,
  deliveryStatusBody,
  idParamsSchema,
  packagingItemBody,
  pagedSchema,
  removeAttachmentBody,
  removePackagingItemBody,
  removeShippingDetailBody,
  removeShippingItemsBody,
  shippingFormSchema,
  shippingFormSummarySchema,
  shippingListQuery,
  shippingOpenLinesQuery,
  shippingOpenLinesSchema,
  shippingFormPath,
  shippingMessages,
  updateCcBody,
  updateShippingDetailsBody,
  updateShippingFormBody,
  updateStatusBody,
  uploadAttachmentResponse,
  type AttachmentKind,
} from '@jobsite/core';
import type { StoredAttachment } from '../../db/schema/index';
import { authOf } from '../../platform/auth';
import { ApiError, detailError, fieldErrors, notFound, permissionDenied } from '../../platform/errors';
import { compiledResponse } from '../../platform/compiled-response';
import { signFileLink, sniffContentType } from '../../platform/files';
import { pagedResponse, pageOf } from '../../platform/paging';
import { scopeOf } from '../../platform/scope';
import { newFileKey } from '../../platform/storage';
import { accountName, today } from '../../platform/text-and-dates';
import { appLink } from '../../platform/urls';
import { readUpload } from '../../platform/uploads';
import { requireService } from '../assets/caller';
import { mayUseGrant } from '../../platform/permissions';
import { registerProjectDeletionGuard } from '../projects/registry';
import { deliveryReceiptPdf } from './pdf';
import { findForm, formView, listForms, type ShippingCaller } from './queries';
import {
  addAttachment,
  ccCandidates,
  confirmDelivery,
  createForm,
  createReturn,
  deleteForm,
  openLines,
  removeAttachment,
  removeItems,
  removePackaging,
  removeShippingDetail,
  staffDeleteForm,
  updateCc,
  updateFields,
  updateShippingDetails,
  updateStatus,
  upsertPackaging,
  type ShippingNews,
} from './service';
import { shippingForms, toolRequests } from '../../db/schema/index';
import { companyScope } from '../../platform/scope';
import { count, eq } from 'drizzle-orm';

registerProjectDeletionGuard({
  name: 'shipping forms',
  async check(tx, project) {
    const scope = companyScope(project.companyId);
    const [row] = await tx.select({ n: count() }).from(shippingForms).where(scope.where(shippingForms, eq(shippingForms.projectId, project.id)));
    return row.n > 0 ? 'This project has shipping forms.' : null;
  },
});

async function shippingCallerOf(request: FastifyRequest): Promise<ShippingCaller> {
  const { account, company } = authOf(request);
  return {
    accountId: account.id,
    name: accountName(account),
    companyId: company.id,
    staff: account.isStaff,
    editor: mayUseGrant(request, 'allow_edit_all_tool_transfer'),
    today: today(),
  };
}

const COMPANY_SERVICE_FLAGS = ['toolServices', 'prefabServices', 'inventoryServices', 'tempPowerServices'] as const;

/** Shipping forms belong to the asset services: a contractor using at least one of them. */
export function requireAnyService(request: FastifyRequest): void {
  const { company } = authOf(request);
  if (company.systemType !== 'buyer' || !COMPANY_SERVICE_FLAGS.some((f) => company[f])) {
    throw permissionDenied('Your company does not use tools, prefab, stock or temp power. An administrator can turn a service on in company settings.');
  }
}

/**
 * Shipping forms (spec section 7 "Shipping forms"): transfers between a warehouse and a job
 * site. Every member of a company with the form's service reads them; changes need the group
 * permission allow_edit_all_tool_transfer, except signing for a delivery and asking for a
 * return, which the receiving side (the requester, the field leader) may do (decision record 015).
 * Field errors carry the screen's labels (spec section 8).
 */
export const shippingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['shipping'];
  const config = { fieldLabels: SHIPPING_FIELD_LABELS };
  const base = '/ShippingForms';

  const sign = (companyId: number) => (a: StoredAttachment) => signFileLink(app.config.sessionSecret, { key: a.key, companyId, name: a.name, contentType: a.contentType });
  /** The form for a reader: 404 for another company's, 403 without the form's service. */
  const readable = async (request: FastifyRequest, id: number) => {
    const form = await findForm(db, scopeOf(request), id);
    if (!form) throw notFound();
    requireService(request, form.service);
    return form;
  };
  const view = async (request: FastifyRequest, caller: ShippingCaller, id: number) => formView(db, scopeOf(request), caller, id, sign(caller.companyId));
  const tell = (request: FastifyRequest, news: ShippingNews | null) => {
    if (!news) return;
    const link = appLink(request, news.path);
    app.afterResponse.run('shipping mail', async () => {
      for (const to of news.emails) await app.mailer.send({ to, subject: news.subject, text: `${news.text}\n\nOpen it: ${link}` });
    });
  };
  const removeFiles = (keys: string[]) => {
    if (keys.length) app.afterResponse.run('shipping files', async () => Promise.all(keys.map((k) => app.storage.delete(k))));
  };
  /** Runs a change in one transaction and answers the form as it now is. */
  const changed = async (request: FastifyRequest & { params: { id: number } }, fn: (caller: ShippingCaller) => Promise<ShippingNews | null | void>) => {
    await readable(request, request.params.id);
    const caller = await shippingCallerOf(request);
    tell(request, (await fn(caller)) ?? null);
    return view(request, caller, request.params.id);
  };
  const tx = <T>(fn: (t: Parameters<Parameters<typeof db.transaction>[0]>[0]) => Promise<T>) => db.transaction(fn);

  app.post(`${base}/create/`, { config, schema: { tags, summary: 'Create a shipping form for a tool request (its open lines and picked items become the items) — warehouse staff', body: createShippingFormBody, response: { 201: shippingFormSchema } } }, async (request, reply) => {
    requireAnyService(request);
    const caller = await shippingCallerOf(request);
    const scope = scopeOf(request);
    if (request.body.tool_request_id) {
      // a request of a service the company no longer uses stays out of reach
      const [req] = await db.select({ service: toolRequests.service }).from(toolRequests).where(scope.where(toolRequests, eq(toolRequests.id, request.body.tool_request_id)));
      if (req) requireService(request, req.service);
    } else requireService(request, 'prefab');
    const id = await tx((t) => createForm(t, scope, caller, request.body));
    return reply.status(201).send(await view(request, caller, id));
  });

  app.get(`${base}/list/`, { config, schema: { tags, summary: 'Shipping forms, newest change first: by tool_request_id, project_id, status (comma-separated), search', querystring: shippingListQuery, response: { 200: compiledResponse(pagedSchema(shippingFormSummarySchema)) } } }, async (request) => {
    requireAnyService(request);
    const page = pageOf(request.query);
    const { count: n, results } = await listForms(db, scopeOf(request), request.query, page, true);
    return pagedResponse(request, page, n, results);
  });

  app.get(
    `${base}/open_lines/`,
    { config, schema: { tags, summary: 'What of each line of a tool request may still go on a new shipping form (what create/ takes); can_create when anything is', querystring: shippingOpenLinesQuery, response: { 200: shippingOpenLinesSchema } } },
    async (request) => {
      requireAnyService(request);
      const scope = scopeOf(request);
      const [req] = await db.select().from(toolRequests).where(scope.where(toolRequests, eq(toolRequests.id, request.query.tool_request_id)));
      if (!req) throw notFound();
      requireService(request, req.service);
      return openLines(db, scope, req);
    },
  );

  app.get(`${base}/:id/get/`, { config, schema: { tags, summary: 'A shipping form with its items, packaging, CC, attachments, deliveries, returns, change log and what you may do', params: idParamsSchema, response: { 200: shippingFormSchema } } }, async (request) => {
    await readable(request, request.params.id);
    return view(request, await shippingCallerOf(request), request.params.id);
  });

  app.post(
    `${base}/:id/update_status/`,
    { config, schema: { tags, summary: 'Move the form (pending, storage, will call, ready-to-ship, picked, canceled; in transit and delivered go through delivery/update_status/)', params: idParamsSchema, body: updateStatusBody, response: { 200: shippingFormSchema } } },
    async (request) => changed(request, (caller) => tx((t) => updateStatus(t, scopeOf(request), caller, request.params.id, request.body.new_status))),
  );

  app.post(
    `${base}/:id/update/`,
    {
      config,
      schema: {
        tags,
        summary: 'Change one field (field_to_update: pickup_warehouse, external_tracking_num, instructions, shipping_date, shipping_address, shipping_details, delivery_by_contact_group, shipping_items)',
        params: idParamsSchema,
        body: updateShippingFormBody,
        response: { 200: shippingFormSchema },
      },
    },
    async (request) => changed(request, (caller) => tx((t) => updateFields(t, scopeOf(request), caller, request.params.id, request.body))),
  );

  app.post(
    `${base}/:id/delivery/update_status/`,
    {
      config,
      schema: {
        tags,
        summary: 'Confirm in transit (user_name carries it) or delivered (received_by signs; photos and signature uploaded first, their attachment_keys; lines short or damaged)',
        params: idParamsSchema,
        body: deliveryStatusBody,
        response: { 200: shippingFormSchema },
      },
    },
    async (request) => changed(request, (caller) => tx((t) => confirmDelivery(t, scopeOf(request), caller, request.params.id, request.body))),
  );

  app.post(`${base}/:id/delete/`, { config, schema: { tags, summary: 'Delete a pending form; any other open form is canceled and the answer says so', params: idParamsSchema, response: { 200: deleteShippingFormResponse } } }, async (request) => {
    await readable(request, request.params.id);
    const caller = await shippingCallerOf(request);
    const result = await tx((t) => deleteForm(t, scopeOf(request), caller, request.params.id));
    removeFiles(result.keys);
    tell(request, result.news);
    return result.deleted ? { deleted: true } : { deleted: false, status: result.status };
  });

  app.post(`${base}/:id/delete/staff/`, { config, schema: { tags, summary: 'Staff: delete a form outright, whatever its status', params: idParamsSchema, response: { 200: deleteShippingFormResponse } } }, async (request) => {
    const caller = await shippingCallerOf(request);
    if (!caller.staff) throw permissionDenied('Only staff can delete a shipping form outright.');
    await readable(request, request.params.id);
    removeFiles(await tx((t) => staffDeleteForm(t, scopeOf(request), caller, request.params.id)));
    return { deleted: true };
  });

  app.post(
    `${base}/:id/create_return/`,
    { config, schema: { tags, summary: 'Send items of a delivered form back: a new pending return form with the chosen return_items', params: idParamsSchema, body: createReturnBody, response: { 201: shippingFormSchema } } },
    async (request, reply) => {
      await readable(request, request.params.id);
      const caller = await shippingCallerOf(request);
      const id = await tx((t) => createReturn(t, scopeOf(request), caller, request.params.id, request.body));
      return reply.status(201).send(await view(request, caller, id));
    },
  );

  app.post(`${base}/:id/shipping_items/remove/`, { config, schema: { tags, summary: 'Take items off the form (shipping_item_ids)', params: idParamsSchema, body: removeShippingItemsBody, response: { 200: shippingFormSchema } } }, async (request) =>
    changed(request, (caller) => tx((t) => removeItems(t, scopeOf(request), caller, request.params.id, request.body.shipping_item_ids))),
  );

  app.post(
    `${base}/:id/update_shipping_details/`,
    { config, schema: { tags, summary: "An item's quantity and the bins it comes from (details replaced whole; they add up to the quantity)", params: idParamsSchema, body: updateShippingDetailsBody, response: { 200: shippingFormSchema } } },
    async (request) => changed(request, (caller) => tx((t) => updateShippingDetails(t, scopeOf(request), caller, request.params.id, request.body))),
  );

  app.post(`${base}/:id/remove_shipping_detail/`, { config, schema: { tags, summary: 'Remove one bin location of an item (shipping_item_detail_id)', params: idParamsSchema, body: removeShippingDetailBody, response: { 200: shippingFormSchema } } }, async (request) =>
    changed(request, (caller) => tx((t) => removeShippingDetail(t, scopeOf(request), caller, request.params.id, request.body.shipping_item_detail_id))),
  );

  app.post(
    `${base}/:id/packaging_items/update/`,
    { config, schema: { tags, summary: 'Add (no id) or change a packaging line: box, pallet (48 x 40 x 6.5 in by default) or custom; US in/lb or metric mm/kg', params: idParamsSchema, body: packagingItemBody, response: { 200: shippingFormSchema } } },
    async (request) => changed(request, (caller) => tx((t) => upsertPackaging(t, scopeOf(request), caller, request.params.id, request.body))),
  );

  app.post(`${base}/:id/packaging_items/remove/`, { config, schema: { tags, summary: 'Remove a packaging line', params: idParamsSchema, body: removePackagingItemBody, response: { 200: shippingFormSchema } } }, async (request) =>
    changed(request, (caller) => tx((t) => removePackaging(t, scopeOf(request), caller, request.params.id, request.body.id))),
  );

  app.post(`${base}/:id/update_cc/`, { config, schema: { tags, summary: 'Add (add_user_id) or remove (remove_user_id) a user on the CC list', params: idParamsSchema, body: updateCcBody, response: { 200: shippingFormSchema } } }, async (request) =>
    changed(request, (caller) => tx((t) => updateCc(t, scopeOf(request), caller, request.params.id, request.body))),
  );

  app.get(`${base}/:id/cc_candidates/`, { config, schema: { tags, summary: 'Users of your company to add to the CC list', params: idParamsSchema, querystring: ccCandidateQuery, response: { 200: z.array(ccCandidateSchema) } } }, async (request) => {
    await readable(request, request.params.id);
    return ccCandidates(db, scopeOf(request), request.query.search);
  });

  app.post(`${base}/:id/remove_attachment/`, { config, schema: { tags, summary: 'Remove an attachment (attachment_key)', params: idParamsSchema, body: removeAttachmentBody, response: { 200: shippingFormSchema } } }, async (request) => {
    let key = '';
    const answer = await changed(request, async (caller) => {
      key = await tx((t) => removeAttachment(t, scopeOf(request), caller, request.params.id, request.body.attachment_key));
    });
    removeFiles([key]);
    return answer;
  });

  await app.register(multipart, { limits: { fileSize: SHIPPING_ATTACHMENT_MAX_BYTES, files: 1, fields: 3 } });
  app.post(
    `${base}/:id/upload_attachment/`,
    {
      config,
      schema: {
        tags,
        summary: `Attach a file (multipart: file, kind file|photo|signature; JPEG, PNG, GIF, WebP, HEIC or PDF, checked by content; at most ${SHIPPING_ATTACHMENT_MAX_BYTES / 1024 / 1024} MB)`,
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 201: uploadAttachmentResponse },
      },
    },
    async (request, reply) => {
      const form = await readable(request, request.params.id);
      const caller = await shippingCallerOf(request);
      if (!request.isMultipart()) throw new ApiError(415, { detail: 'Send the file as multipart/form-data.' });
      const upload = await readUpload(request, fileTooLargeMessage(SHIPPING_ATTACHMENT_MAX_BYTES));
      if (!upload.file || upload.file.content.length === 0) throw fieldErrors({ file: 'Choose a file to upload.' });
      const name = upload.file.fileName.replace(/[\\/\0]/g, '_').slice(0, 200) || 'file';
      const contentType = sniffContentType(upload.file.content);
      // the message names the file: a field error would show as "File: File x upload not allowed."
      if (!contentType) throw detailError(400, shippingMessages.uploadNotAllowed(name));
      const kind = (upload.fields.kind ?? 'file') as AttachmentKind;
      if (!(ATTACHMENT_KINDS as readonly string[]).includes(kind)) throw fieldErrors({ kind: 'Choose file, photo or signature.' });
      const key = newFileKey(caller.companyId, 'shipping');
      await app.storage.put(key, upload.file.content, contentType);
      let stored: StoredAttachment | null;
      try {
        stored = await tx((t) => addAttachment(t, scopeOf(request), caller, form.id, { key, name, size: upload.file!.content.length, contentType, kind }));
      } catch (err) {
        removeFiles([key]);
        throw err;
      }
      const answer = await view(request, caller, form.id);
      if (!stored) {
        // the same file (name and size) is already there: answer that one
        removeFiles([key]);
        const existing = answer.attachments_json.find((a) => a.name === name && a.size === upload.file!.content.length)!;
        return reply.status(201).send({ attachment: existing, form: answer });
      }
      return reply.status(201).send({ attachment: answer.attachments_json.find((a) => a.key === key)!, form: answer });
    },
  );

  app.get(`${base}/:id/delivery_receipt/`, { config, schema: { tags, summary: 'The delivery receipt as a PDF: items, who carried and who received it, the signature and photos', params: idParamsSchema } }, async (request, reply) => {
    await readable(request, request.params.id);
    const caller = await shippingCallerOf(request);
    const form = await view(request, caller, request.params.id);
    const pdf = await deliveryReceiptPdf(form, authOf(request).company.name, appLink(request, shippingFormPath(form.id)), async (key) => {
      const file = await app.storage.get(key);
      if (!file) return null;
      const chunks: Buffer[] = [];
      for await (const c of file.stream as AsyncIterable<Buffer>) chunks.push(Buffer.from(c));
      return Buffer.concat(chunks);
    });
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${form.number}-delivery-receipt.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
};
