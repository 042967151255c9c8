import { type CartActionResult, cartActionSchemas, type CartFunc, cartMessages, groupPermissionRefusal } from '@jobsite/core';
import type { z } from 'zod';
import { fieldErrors, permissionDenied } from '../../platform/errors';
import { refuseRestricted } from '../../platform/permissions';
import type { ProjectCaller } from '../projects/caller';
import { projectAction, type ProjectActionContext, type ProjectActions } from '../projects/registry';
import { answer, changeLines, deleteLines, duplicateLine, lockLine, lockLines, moveLines, setCodes } from './edits';
import { editCustomItem, editItem } from './edit-item';
import { autoMatchHfr, linkToHfr, unlinkHfr } from './hfr';
import { addCatalogueLines, addCustomLines, catalogueFacts, type LineContext } from './lines';
import { addAttachment, addSpool, deleteAttachment, updateSpoolItems } from './spools';

/*
 * The cart funcs of POST projects/{id}/ (spec section 7 "Projects"), handed to the projects
 * routes by app.ts. The projects route validates the body with the func's core schema, finds
 * and locks the project in the caller's company (404 otherwise) and runs the handler in one
 * transaction: any throw leaves every line as it was.
 */

type Handlers = { [F in CartFunc]: (ctx: ProjectActionContext, body: z.output<(typeof cartActionSchemas)[F]>) => Promise<CartActionResult> };

const lineContext = (ctx: ProjectActionContext): LineContext => ({ scope: ctx.scope, project: ctx.project, accountId: ctx.caller.accountId });

export const cartHandlers: Handlers = {
  add_item: async (ctx, b) => {
    const ids = await addCatalogueLines(ctx.tx, lineContext(ctx), [
      {
        baseItemId: b.id,
        packageCount: b.package_count,
        baseItemOptionId: b.base_item_options_id,
        manufacturerId: b.manufacturer_id,
        phaseCode: b.phase_code,
        costCode: b.cost_code,
        wbsCode1: b.wbs_code_1,
        noSubstitute: b.no_substitute,
        projectProductListItemId: b.project_product_list_item_id,
        isRental: b.is_rental,
        rentalStartDate: b.rental_start_date,
        rentalEndDate: b.rental_end_date,
      },
    ]);
    return answer(ctx, ids);
  },
  set_total_quantity: async (ctx, b) => {
    const line = await lockLine(ctx, b.item_id, 'item_id', b.expected_updated_at);
    let optionId = line.baseItemOptionId;
    if (b.base_item_options) {
      const facts = await catalogueFacts(ctx.tx, line.baseItemId ? [line.baseItemId] : []);
      if (!line.baseItemId || !facts.optionBelongs(line.baseItemId, b.base_item_options)) throw fieldErrors({ base_item_options: cartMessages.unknownOption });
      optionId = b.base_item_options;
    }
    return changeLines(ctx, [line], { packageCount: b.package_count, baseItemOptionId: optionId });
  },
  set_item_comments: async (ctx, b) => changeLines(ctx, await lockLines(ctx, b.id_list, 'id_list'), { itemComments: b.item_comments }),
  move_items_to_another_project: (ctx, b) => moveLines(ctx, b.to_project_id, b.item_id_list),
  set_item_phase_code_and_cost_code: (ctx, b) => setCodes(ctx, b),
  set_item_wbs_code_1: async (ctx, b) => changeLines(ctx, await lockLines(ctx, b.id_list, 'id_list'), { wbsCode1: b.wbs_code_1 }),
  bulk_set_cart_item_quantity: async (ctx, b) => changeLines(ctx, await lockLines(ctx, b.id_list, 'id_list'), { packageCount: b.value }),
  remove_item: (ctx, b) => deleteLines(ctx, [b.item_id], 'item_id'),
  delete_items: (ctx, b) => deleteLines(ctx, b.id_list, 'id_list'),
  duplicate_item: (ctx, b) => duplicateLine(ctx, b.item_id, ctx.caller.accountId),
  mark_is_substitute_allowed: async (ctx, b) => changeLines(ctx, await lockLines(ctx, b.id_list, 'id_list'), { noSubstitute: !b.value }),
  add_custom_item: async (ctx, b) => {
    const ids = await addCustomLines(ctx.tx, lineContext(ctx), [
      {
        customItemId: b.custom_item_id,
        description: b.description,
        code: b.code,
        unit: b.unit,
        unitPrice: b.unit_price ?? null,
        manufacturerName: b.manufacturer_name,
        packageCount: b.package_count,
        phaseCode: b.phase_code,
        costCode: b.cost_code,
        wbsCode1: b.wbs_code_1,
      },
    ]);
    return answer(ctx, ids);
  },
  edit_custom_item: (ctx, b) => editCustomItem(ctx, b),
  edit_item: (ctx, b) => editItem(ctx, b),
  auto_match_hfr_item: (ctx, b) => (b.hfr_item_id !== undefined && b.id_list ? linkToHfr(ctx, b.hfr_item_id, b.id_list) : autoMatchHfr(ctx, b.id_list)),
  unlink_from_hfr_item: (ctx, b) => unlinkHfr(ctx, b.item_id),
  add_item_attachment: (ctx, b) => addAttachment(ctx, b),
  delete_item_attachment: (ctx, b) => deleteAttachment(ctx, b),
  add_selected_wbs_tems: async (ctx, b) => {
    const ids = await addCatalogueLines(
      ctx.tx,
      lineContext(ctx),
      b.items.map((item) => ({
        baseItemId: item.id,
        packageCount: item.package_count,
        baseItemOptionId: item.base_item_options_id,
        wbsCode1: b.wbs_code_1,
        phaseCode: b.phase_code,
        costCode: b.cost_code,
      })),
    );
    return answer(ctx, ids);
  },
  add_spool: (ctx, b) => addSpool(ctx, b),
  update_spool_items: (ctx, b) => updateSpoolItems(ctx, b),
};

/** A group that hides the project material option has no bill of materials (spec section 6): refused here and in the cart and BOM routes. */
export const refuseHiddenMaterial = refuseRestricted('hide_project_material');

/** refuseHiddenMaterial for the cart funcs, which get the caller the projects route read rather than the request. */
function refuseHiddenMaterialTo(caller: ProjectCaller): void {
  if (caller.has.hide_project_material) throw permissionDenied(groupPermissionRefusal('hide_project_material'));
}

/** Every cart func, for the projects routes (app.ts). */
export const cartProjectActions: ProjectActions = Object.fromEntries(
  (Object.keys(cartActionSchemas) as CartFunc[]).map((func) => [
    func,
    projectAction({ schema: cartActionSchemas[func], authorize: refuseHiddenMaterialTo, handle: cartHandlers[func] as (ctx: ProjectActionContext, body: unknown) => Promise<CartActionResult> }),
  ]),
);
