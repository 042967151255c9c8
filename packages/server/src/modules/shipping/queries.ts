import type { z } from 'zod';
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import {
  SHIPPING_STATUSES,
  SHIPPING_STATUS_LABELS,
  WILL_CALL_ADDRESS,
  formatAddress,
  isReturnShippingForm,
  shippingAbilities,
  shippingFormNumber,
  type ShippingForm,
  type ShippingFormSummary,
  type ShippingRole,
  type ShippingStatus,
  type ToolRequestType,
  type shippingListQuery,
} from '@jobsite/core';
import {
  accounts,
  addresses,
  binLocations,
  contactGroups,
  packagingItems,
  projects,
  shippingCc,
  shippingChanges,
  shippingDeliveries,
  shippingForms,
  shippingItemDetails,
  shippingItems,
  supplierBranches,
  suppliers,
  toolRequests,
  warehouses,
  type StoredAttachment,
} from '../../db/schema/index';
import { anyOf, type DbOrTx } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { keptCount, keptCountColumn } from '../../platform/list-counts';
import { type CountQuery, firstPageWithKeptTotal, type PageRequest, pagedRows } from '../../platform/paging';
import { builtOnce, closedLiterals, closedSetMask, closedSubset, literalLimit, preparedPerHandle } from '../../platform/prepared';
import type { CompanyScope } from '../../platform/scope';
import { accountName, containsPattern } from '../../platform/text-and-dates';
import { requestNumber } from '../assets/queries';

export type FormRow = typeof shippingForms.$inferSelect;
export type ShippingItemRow = typeof shippingItems.$inferSelect;

/** Who calls: read from the request once in the route. */
export interface ShippingCaller {
  accountId: number;
  name: string;
  companyId: number;
  staff: boolean;
  /** allow_edit_all_tool_transfer (decision record 012: the group setting, staff, or everyone while no group holds it). */
  editor: boolean;
  today: string;
}


/** The form, locked for the rest of the transaction: two writers to one form take turns, so neither change is lost. */
export async function lockForm(db: DbOrTx, scope: CompanyScope, id: number): Promise<FormRow> {
  const [row] = await db
    .select()
    .from(shippingForms)
    .where(scope.where(shippingForms, eq(shippingForms.id, id)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

export async function findForm(db: DbOrTx, scope: CompanyScope, id: number): Promise<FormRow | null> {
  const [row] = await db.select().from(shippingForms).where(scope.where(shippingForms, eq(shippingForms.id, id)));
  return row ?? null;
}

/** The receiving side of a form: the person who asked for it and the project's field leader (not on returns: the warehouse receives those). */
export async function roleOn(db: DbOrTx, scope: CompanyScope, caller: ShippingCaller, form: FormRow): Promise<ShippingRole> {
  let receiver = false;
  if (form.returnOfId === null) {
    const [req] = form.toolRequestId
      ? await db.select({ requestType: toolRequests.requestType, requestedById: toolRequests.requestedById }).from(toolRequests).where(scope.where(toolRequests, eq(toolRequests.id, form.toolRequestId)))
      : [];
    const [project] = form.projectId ? await db.select({ leader: projects.fieldLeaderId }).from(projects).where(scope.where(projects, eq(projects.id, form.projectId))) : [];
    receiver = req?.requestType !== 'return' && (req?.requestedById === caller.accountId || project?.leader === caller.accountId);
  }
  return { editor: caller.editor, receiver, staff: caller.staff };
}

/** Whether the form is a return (isReturnShippingForm): by its delivery, else by its request's type. */
export async function isReturnForm(db: DbOrTx, scope: CompanyScope, form: FormRow): Promise<boolean> {
  if (form.returnOfId !== null || !form.toolRequestId) return form.returnOfId !== null;
  const [req] = await db.select({ requestType: toolRequests.requestType }).from(toolRequests).where(scope.where(toolRequests, eq(toolRequests.id, form.toolRequestId)));
  return isReturnShippingForm({ returnOfId: null, requestType: req?.requestType });
}

export async function itemsOf(db: DbOrTx, scope: CompanyScope, formId: number): Promise<ShippingItemRow[]> {
  return db
    .select()
    .from(shippingItems)
    .where(scope.where(shippingItems, eq(shippingItems.formId, formId)))
    .orderBy(asc(shippingItems.id));
}

const formRef = (r: { id: number; status: ShippingStatus }) => ({ id: r.id, number: shippingFormNumber(r.id), status: r.status, status_display: SHIPPING_STATUS_LABELS[r.status] });

export function addressLine(form: Pick<FormRow, 'willCall' | 'shippingAddress'>): string {
  if (form.willCall) return WILL_CALL_ADDRESS;
  return form.shippingAddress ? formatAddress(form.shippingAddress) : '';
}

/** The whole form as the screen shows it; `sign` turns a stored attachment into a short-lived link. */
export async function formView(db: DbOrTx, scope: CompanyScope, caller: ShippingCaller, id: number, sign: (a: StoredAttachment) => string): Promise<ShippingForm> {
  const form = await findForm(db, scope, id);
  if (!form) throw notFound();
  const [
    role,
    creator,
    [request],
    [project],
    [warehouse],
    [group],
    items,
    packaging,
    cc,
    changes,
    deliveries,
    returns,
    [returnOf],
    siblings,
  ] = await Promise.all([
    roleOn(db, scope, caller, form),
    db.select({ firstName: accounts.firstName, lastName: accounts.lastName, email: accounts.email }).from(accounts).where(eq(accounts.id, form.createdById ?? 0)),
    form.toolRequestId
      ? db.select({ id: toolRequests.id, service: toolRequests.service, requestType: toolRequests.requestType }).from(toolRequests).where(scope.where(toolRequests, eq(toolRequests.id, form.toolRequestId)))
      : Promise.resolve([]),
    form.projectId ? db.select({ id: projects.id, name: projects.name, mainJobNum: projects.mainJobNum }).from(projects).where(scope.where(projects, eq(projects.id, form.projectId))) : Promise.resolve([]),
    form.pickupWarehouseId ? db.select({ id: warehouses.id, name: warehouses.name }).from(warehouses).where(scope.where(warehouses, eq(warehouses.id, form.pickupWarehouseId))) : Promise.resolve([]),
    form.deliveryByContactGroupId
      ? db
          .select({ id: contactGroups.id, name: contactGroups.name, supplierId: suppliers.id, supplierName: suppliers.name, branchId: supplierBranches.id, branchName: supplierBranches.name })
          .from(contactGroups)
          .leftJoin(suppliers, eq(suppliers.id, contactGroups.supplierId))
          .leftJoin(supplierBranches, eq(supplierBranches.id, contactGroups.supplierBranchId))
          .where(scope.where(contactGroups, eq(contactGroups.id, form.deliveryByContactGroupId)))
      : Promise.resolve([]),
    itemsOf(db, scope, id),
    db.select().from(packagingItems).where(scope.where(packagingItems, eq(packagingItems.formId, id))).orderBy(asc(packagingItems.id)),
    db
      .select({ id: accounts.id, firstName: accounts.firstName, lastName: accounts.lastName, email: accounts.email })
      .from(shippingCc)
      .innerJoin(accounts, eq(accounts.id, shippingCc.accountId))
      .where(scope.where(shippingCc, eq(shippingCc.formId, id)))
      .orderBy(asc(shippingCc.addedAt)),
    db
      .select({ id: shippingChanges.id, at: shippingChanges.createdAt, text: shippingChanges.text, firstName: accounts.firstName, lastName: accounts.lastName, email: accounts.email })
      .from(shippingChanges)
      .leftJoin(accounts, eq(accounts.id, shippingChanges.accountId))
      .where(scope.where(shippingChanges, eq(shippingChanges.formId, id)))
      .orderBy(desc(shippingChanges.id))
      .limit(500),
    db
      .select({ d: shippingDeliveries, firstName: accounts.firstName, lastName: accounts.lastName, email: accounts.email })
      .from(shippingDeliveries)
      .leftJoin(accounts, eq(accounts.id, shippingDeliveries.accountId))
      .where(scope.where(shippingDeliveries, eq(shippingDeliveries.formId, id)))
      .orderBy(asc(shippingDeliveries.id)),
    db
      .select({ id: shippingForms.id, status: shippingForms.status })
      .from(shippingForms)
      .where(scope.where(shippingForms, eq(shippingForms.returnOfId, id)))
      .orderBy(asc(shippingForms.id)),
    form.returnOfId ? db.select({ id: shippingForms.id, status: shippingForms.status }).from(shippingForms).where(scope.where(shippingForms, eq(shippingForms.id, form.returnOfId))) : Promise.resolve([]),
    form.toolRequestId
      ? db
          .select({ id: shippingForms.id, status: shippingForms.status })
          .from(shippingForms)
          .where(scope.where(shippingForms, eq(shippingForms.toolRequestId, form.toolRequestId), sql`${shippingForms.id} <> ${id}`))
          .orderBy(asc(shippingForms.id))
      : Promise.resolve([]),
  ]);
  const details = items.length
    ? await db
        .select({ id: shippingItemDetails.id, itemId: shippingItemDetails.shippingItemId, binId: shippingItemDetails.binId, binCode: binLocations.code, binName: binLocations.name, quantity: shippingItemDetails.quantity })
        .from(shippingItemDetails)
        .leftJoin(binLocations, eq(binLocations.id, shippingItemDetails.binId))
        .where(
          scope.where(
            shippingItemDetails,
            inArray(
              shippingItemDetails.shippingItemId,
              items.map((i) => i.id),
            ),
          ),
        )
        .orderBy(asc(shippingItemDetails.id))
    : [];

  return {
    id: form.id,
    number: shippingFormNumber(form.id),
    status: form.status,
    status_display: SHIPPING_STATUS_LABELS[form.status],
    tool_request: request ? { id: request.id, number: requestNumber(request), service: request.service, request_type: request.requestType } : null,
    production_step_item_id: form.productionStepItemId,
    project: project ? { id: project.id, name: project.name, main_job_num: project.mainJobNum } : null,
    pickup_warehouse: warehouse ?? null,
    external_tracking_num: form.externalTrackingNum,
    shipping_address: form.shippingAddress && !form.willCall ? { Field_1: form.shippingAddress.Field_1, Field_2: form.shippingAddress.Field_2, city: form.shippingAddress.city, state: form.shippingAddress.state, zip: form.shippingAddress.zip, country: form.shippingAddress.country, note: form.shippingAddress.note } : null,
    shipping_address_display: addressLine(form),
    will_call: form.willCall,
    shipping_date: form.shippingDate,
    instructions: form.instructions,
    delivery_by_contact_group: group
      ? { id: group.id, name: group.name, company_supplier: group.supplierId ? { id: group.supplierId, name: group.supplierName ?? '' } : null, company_supplier_branch: group.branchId ? { id: group.branchId, name: group.branchName ?? '' } : null }
      : null,
    delivery_by_name: form.deliveryByName,
    shipping_items: items.map((i) => ({
      id: i.id,
      type: i.type,
      name: i.name,
      code: i.code,
      unit: i.unit,
      serial_number: i.serialNumber,
      model_id: i.modelId,
      item_id: i.itemId,
      tool_request_line_id: i.toolRequestLineId,
      quantity: i.quantity,
      shipping_item_details: details
        .filter((d) => d.itemId === i.id)
        .map((d) => ({ id: d.id, bin_location_id: d.binId, bin_location_name: d.binId ? d.binCode ?? d.binName ?? '' : 'No bin', quantity: d.quantity })),
      exception: i.exception,
      exception_quantity: i.exceptionQuantity,
    })),
    packaging_items: packaging.map((p) => ({ id: p.id, type: p.type, quantity: p.quantity, unit_type: p.unitType, height: p.height, width: p.width, length: p.length, weight: p.weight })),
    cc_email: cc.map((c) => ({ id: c.id, name: accountName(c), email: c.email })),
    change_log: changes.map((c) => ({ id: c.id, at: c.at.toISOString(), text: c.text, user: c.email ? accountName({ firstName: c.firstName ?? '', lastName: c.lastName ?? '', email: c.email }) : 'Former user' })),
    attachments_json: form.attachments.map((a) => ({ key: a.key, name: a.name, size: a.size, content_type: a.contentType, kind: a.kind, url: sign(a), uploaded_by: a.uploadedBy, uploaded_at: a.uploadedAt })),
    deliveries: deliveries.map(({ d, ...who }) => ({
      status: d.status,
      user_name: d.userName,
      notes: d.notes,
      received_by: d.receivedBy,
      attachment_keys: d.attachmentKeys,
      at: d.createdAt.toISOString(),
      by: who.email ? accountName({ firstName: who.firstName ?? '', lastName: who.lastName ?? '', email: who.email }) : 'Former user',
    })),
    return_forms: returns.map(formRef),
    return_of: returnOf ? formRef(returnOf) : null,
    is_return: isReturnShippingForm({ returnOfId: form.returnOfId, requestType: request?.requestType }),
    sibling_forms: siblings.map(formRef),
    abilities: shippingAbilities(form.status, role),
    created_by: creator[0] ? accountName(creator[0]) : 'Former user',
    created_at: form.createdAt.toISOString(),
    updated_at: form.updatedAt.toISOString(),
  };
}

/** At most this many forms answer one search (a search is to find, not to browse). */
const SEARCH_MATCH_LIMIT = 2000;

/**
 * The total of the shipping screen as it opens (every form, or some statuses), from the counts
 * the database keeps (decision record 021, migration 0027); undefined for a project, a tool
 * request or a search, which are counted.
 */
function keptFormTotal(db: DbOrTx, scope: CompanyScope, q: z.output<typeof shippingListQuery>, search: string | undefined): CountQuery | undefined {
  if (search || q.tool_request_id || q.project_id) return undefined;
  return keptCount(db, 'shipping_forms', scope.companyId, q.status?.length ? { buckets: q.status } : {});
}

/** A page's row as both list statements read it: the form, its project, warehouse and delivery group names, its item count. */
interface ListRow {
  form: FormRow;
  projectName: string | null;
  warehouseName: string | null;
  groupName: string | null;
  itemCount: number;
}

/** A form of the list as the screen shows it; `requestType` is its tool request's type, undefined when it has none of this company. */
function formSummary({ form, projectName, warehouseName, groupName, itemCount }: ListRow, requestType: ToolRequestType | undefined): ShippingFormSummary {
  return {
    id: form.id,
    number: shippingFormNumber(form.id),
    status: form.status,
    status_display: SHIPPING_STATUS_LABELS[form.status],
    tool_request: form.toolRequestId && requestType ? { id: form.toolRequestId, number: requestNumber({ id: form.toolRequestId, requestType }) } : null,
    project: form.projectId && projectName !== null ? { id: form.projectId, name: projectName } : null,
    pickup_warehouse: form.pickupWarehouseId && warehouseName !== null ? { id: form.pickupWarehouseId, name: warehouseName } : null,
    shipping_date: form.shippingDate,
    shipping_address_display: addressLine(form),
    delivery_by: groupName ?? form.deliveryByName,
    item_count: itemCount,
    is_return: isReturnShippingForm({ returnOfId: form.returnOfId, requestType }),
    updated_at: form.updatedAt.toISOString(),
  };
}

/**
 * list/: newest change first; by tool request, project, statuses, or a search on number, tracking number (trigram index) and project name or job number.
 * `screen`: the list screen's own request (not an export), whose first page may take the one prepared statement of `openingPage`.
 */
export async function listForms(db: DbOrTx, scope: CompanyScope, q: z.output<typeof shippingListQuery>, page: PageRequest, screen = false): Promise<{ count: number; results: ShippingFormSummary[] }> {
  const search = q.search?.trim();
  const first = screen && page.offset === 0 && page.limit <= 200 && !search && !q.tool_request_id && !q.project_id ? await openingPage(db, scope, q.status, page.limit) : null;
  if (first) return first;
  // A search matches few forms: find them first through the indexes (number, tracking number
  // trigram, the project's name or job number), so the page is not a walk down the whole
  // newest-first index looking for rare matches.
  let matched: number[] | undefined;
  if (search) {
    const projectIds = (
      await db
        .select({ id: projects.id })
        .from(projects)
        .where(scope.where(projects, or(ilike(projects.name, containsPattern(search)), ilike(projects.mainJobNum, containsPattern(search)))))
        .limit(SEARCH_MATCH_LIMIT)
    ).map((r) => r.id);
    const found = await db
      .select({ id: shippingForms.id })
      .from(shippingForms)
      .where(
        scope.where(
          shippingForms,
          or(
            /^(sf-?)?\d+$/i.test(search) ? eq(shippingForms.id, Number(search.replace(/\D/g, '')) || 0) : undefined,
            ilike(shippingForms.externalTrackingNum, containsPattern(search)),
            projectIds.length ? inArray(shippingForms.projectId, projectIds) : undefined,
          ),
        ),
      )
      .limit(SEARCH_MATCH_LIMIT);
    matched = found.map((r) => r.id).concat(0);
  }
  const where = scope.where(
    shippingForms,
    q.tool_request_id ? eq(shippingForms.toolRequestId, q.tool_request_id) : undefined,
    q.project_id ? eq(shippingForms.projectId, q.project_id) : undefined,
    q.status?.length ? inArray(shippingForms.status, q.status) : undefined,
    matched ? inArray(shippingForms.id, matched) : undefined,
  );
  const { rows, total: n } = await pagedRows(page, {
    rows: db
      .select({
        form: shippingForms,
        projectName: projects.name,
        warehouseName: warehouses.name,
        groupName: contactGroups.name,
        itemCount: sql<number>`(select count(*)::int from ${shippingItems} where ${shippingItems.formId} = ${shippingForms.id} and ${shippingItems.companyId} = ${scope.companyId})`,
      })
      .from(shippingForms)
      .leftJoin(projects, eq(projects.id, shippingForms.projectId))
      .leftJoin(warehouses, eq(warehouses.id, shippingForms.pickupWarehouseId))
      .leftJoin(contactGroups, eq(contactGroups.id, shippingForms.deliveryByContactGroupId))
      .where(where)
      .orderBy(desc(shippingForms.updatedAt), desc(shippingForms.id)),
    count: keptFormTotal(db, scope, q, search) ?? db.select({ n: count() }).from(shippingForms).where(where),
  });
  // The request numbers of the page's forms; no statement when none has a request.
  const requestIds = [...new Set(rows.flatMap((r) => (r.form.toolRequestId ? [r.form.toolRequestId] : [])))];
  const requestTypes = new Map(
    requestIds.length
      ? (await db.select({ id: toolRequests.id, requestType: toolRequests.requestType }).from(toolRequests).where(scope.where(toolRequests, anyOf(toolRequests.id, requestIds)))).map((r) => [r.id, r.requestType])
      : [],
  );
  return { count: n, results: rows.map((r) => formSummary(r, r.form.toolRequestId ? requestTypes.get(r.form.toolRequestId) : undefined)) };
}

/**
 * The first page of the shipping screen as it opens (every status or some, no search, project
 * or tool request) in one statement: the page's ids from shipping_forms alone (a deferred
 * join), their rows with the names, item count and tool request type, and the kept total
 * (keptFormTotal's, `keptCountColumn`) as a column, read once per statement. A named statement
 * per status set and page size, built once per database handle: the company is its only
 * parameter, the statuses and the page size are written into the text, so PGlite plans it once
 * (platform/db.ts) where it planned the page and the total on every call, and PostgreSQL answers
 * in one round trip where it took two (decision record 026). As pagedRows: one row more than the
 * page; a page that holds the end of the list knows its total, otherwise any row carries the kept one.
 */
async function openingPage(db: DbOrTx, scope: CompanyScope, asked: readonly ShippingStatus[] | undefined, limit: number): Promise<{ count: number; results: ShippingFormSummary[] } | null> {
  const statuses = asked?.length ? closedSubset(SHIPPING_STATUSES, asked) : null;
  // A status outside the set is never read as "every status": the general statements answer it.
  if (asked?.length && !statuses) return null;
  const rows = await openingPageOf(statuses, limit + 1)(db).execute({ companyId: scope.companyId });
  const page = firstPageWithKeptTotal(rows, limit);
  return { count: page.total, results: page.rows.map((r) => formSummary(r, r.requestType ?? undefined)) };
}

const openingPages = builtOnce<ReturnType<typeof openingPageStatement>>();
/** `statuses`: a set in SHIPPING_STATUSES' order, or null for every status (no filter, every bucket). */
const openingPageOf = (statuses: readonly ShippingStatus[] | null, rows: number) => {
  // The status set as a bit mask of SHIPPING_STATUSES in the statement's name.
  const set = statuses ? String(closedSetMask(SHIPPING_STATUSES, statuses)) : 'all';
  const name = `shipping_list_${set}_${Math.trunc(rows)}`;
  return openingPages(name, () => openingPageStatement(name, statuses, rows));
};

function openingPageStatement(name: string, statuses: readonly ShippingStatus[] | null, rows: number) {
  const companyId = sql.placeholder('companyId');
  const listed = statuses ? sql`${shippingForms.companyId} = ${companyId} and ${shippingForms.status} in (${closedLiterals(SHIPPING_STATUSES, statuses)})` : sql`${shippingForms.companyId} = ${companyId}`;
  return preparedPerHandle((db) => {
    const ids = db
      .select({ pageId: sql<number>`${shippingForms.id}`.as('page_id') })
      .from(shippingForms)
      .where(listed)
      .orderBy(desc(shippingForms.updatedAt), desc(shippingForms.id))
      .limit(literalLimit(Math.trunc(rows)))
      .as('page_ids');
    return db
      .select({
        form: shippingForms,
        projectName: projects.name,
        warehouseName: warehouses.name,
        groupName: contactGroups.name,
        itemCount: sql<number>`(select count(*)::int from ${shippingItems} where ${shippingItems.formId} = ${shippingForms.id} and ${shippingItems.companyId} = ${companyId})`,
        requestType: toolRequests.requestType,
        keptTotal: keptCountColumn(db, 'shipping_forms', companyId, statuses ? { buckets: statuses } : {}),
      })
      .from(ids)
      .innerJoin(shippingForms, eq(shippingForms.id, ids.pageId))
      .leftJoin(projects, eq(projects.id, shippingForms.projectId))
      .leftJoin(warehouses, eq(warehouses.id, shippingForms.pickupWarehouseId))
      .leftJoin(contactGroups, eq(contactGroups.id, shippingForms.deliveryByContactGroupId))
      .leftJoin(toolRequests, and(eq(toolRequests.id, shippingForms.toolRequestId), eq(toolRequests.companyId, companyId)))
      .orderBy(desc(shippingForms.updatedAt), desc(shippingForms.id))
      .prepare(name);
  });
}

/** The address a warehouse ships from (and a return goes back to), as a stored address; null when none is entered. */
export async function warehouseAddress(db: DbOrTx, scope: CompanyScope, warehouseId: number | null) {
  if (!warehouseId) return null;
  const [row] = await db
    .select({ a: addresses })
    .from(warehouses)
    .innerJoin(addresses, eq(addresses.id, warehouses.addressId))
    .where(and(scope.where(warehouses, eq(warehouses.id, warehouseId))));
  if (!row) return null;
  const a = row.a;
  return { note: a.note, Field_1: a.field1, Field_2: a.field2, city: a.city, state: a.state, zip: a.zip, country: a.country, type: a.type, work_phone: a.workPhone };
}
