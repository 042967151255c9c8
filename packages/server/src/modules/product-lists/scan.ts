import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isBinCode, jobSiteStockPath, listItemScanPath, parseListItemQrValue, parseSiteBinQrValue } from '@jobsite/core';
import { jobSiteBins, projectProductListItems, projectProductLists, projects } from '../../db/schema/index';
import type { Db } from '../../platform/db';
import { registerScanResolver } from '../scanning/registry';

/**
 * What the QR sheet of a list prints: an item label opens the item in its list (for a group that
 * hides project material, what of it is on the job site), a bin label what is in the bin; the
 * caller's company only. A bin's code typed opens the bin too, after the warehouses' bins (registered first),
 * and an item's own code printed on its label, typed, opens the item (after the catalogue's numbers).
 */
export function registerProductListScan(app: FastifyInstance): void {
  registerScanResolver(app, 'product_list_item', async (code, { scope, permissions }) => {
    const id = parseListItemQrValue(code);
    if (id === null) return null;
    const [row] = await listItems(app.db, scope.where(projectProductListItems, eq(projectProductListItems.id, id)));
    return row ? { id: row.id, label: `${row.description} · ${row.listName}`, link: listItemScanPath(row, permissions.hide_project_material === true) } : null;
  });
  // the QR value (jobsite:site_bin:{id}) or the code printed under it (ER-1), typed; a code used on
  // several jobs opens the newest such bin, its job named in the label
  registerScanResolver(app, 'job_site_bin', async (code, { scope }) => {
    const id = parseSiteBinQrValue(code);
    const where = id !== null ? eq(jobSiteBins.id, id) : isBinCode(code) ? sql`upper(${jobSiteBins.code}) = upper(${code})` : null;
    if (!where) return null;
    const [bin] = await app.db
      .select({ id: jobSiteBins.id, code: jobSiteBins.code, name: jobSiteBins.name, projectId: jobSiteBins.projectId, projectName: projects.name })
      .from(jobSiteBins)
      .innerJoin(projects, eq(projects.id, jobSiteBins.projectId))
      .where(scope.where(jobSiteBins, where))
      .orderBy(desc(jobSiteBins.id))
      .limit(1);
    return bin ? { id: bin.id, label: `Bin ${bin.code}${bin.name ? ` (${bin.name})` : ''} on ${bin.projectName}`, link: jobSiteStockPath(bin.projectId, bin.id) } : null;
  });
  // the item's code printed on its label (FS-ONE · 24 EA), typed: a code on several lists opens the
  // newest such item, its list and job named; a catalogue number is the catalogue's (asked before)
  registerScanResolver(app, 'product_list_item_code', async (code, { scope, permissions }) => {
    const typed = code.trim();
    if (!typed || typed.length > LIST_ITEM_CODE_MAX) return null;
    const [row] = await listItems(app.db, scope.where(projectProductListItems, sql`upper(${projectProductListItems.code}) = upper(${typed})`, sql`${projectProductListItems.code} <> ''`))
      .orderBy(desc(projectProductListItems.id))
      .limit(1);
    return row ? { id: row.id, label: `${row.description} · ${row.listName} on ${row.projectName}`, link: listItemScanPath(row, permissions.hide_project_material === true) } : null;
  });
}

/** The list items a scan names, with what its answer tells: the list, the job and where the item opens. */
function listItems(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: projectProductListItems.id,
      projectId: projectProductListItems.projectId,
      listId: projectProductListItems.listId,
      code: projectProductListItems.code,
      description: projectProductListItems.description,
      listName: projectProductLists.name,
      projectName: projects.name,
    })
    .from(projectProductListItems)
    .innerJoin(projectProductLists, eq(projectProductLists.id, projectProductListItems.listId))
    .innerJoin(projects, eq(projects.id, projectProductListItems.projectId))
    .where(where);
}

/** Longer than any item code a list holds: such a text is not looked up. */
const LIST_ITEM_CODE_MAX = 200;
