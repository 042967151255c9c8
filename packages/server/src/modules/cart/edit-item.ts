import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  type CartActionResult,
  cartMessages,
  CART_COMMENT_MAX_LENGTH,
  CART_WBS_CODE_MAX_LENGTH,
  CATALOGUE_UNITS,
  costCodeInput,
  type CUSTOM_ITEM_EDIT_ACTIONS,
  customItemUnitPriceSchema,
  isoDateSchema,
  issuesToFieldErrors,
  type ITEM_EDIT_ACTIONS,
  phaseCodeInput,
  rentalDatesProblem,
  idSchema,
} from '@jobsite/core';
import { cartItems, customItems } from '../../db/schema/index';
import { fieldErrors } from '../../platform/errors';
import type { ProjectActionContext } from '../projects/registry';
import { answer, changeLines, codeChanges, type LineChanges, type LineRow, lockLine } from './edits';
import { catalogueFacts } from './lines';

/*
 * edit_item and edit_custom_item: one field of one line, its value checked by the field's
 * own rule (a bad value is a field error on `value`). An unchanged value answers the line
 * as it is with "No changes detected".
 */

const isoDate = isoDateSchema().nullable();
const positiveId = idSchema();

const itemValueRules = {
  manufacturer_id: positiveId,
  base_item_options_id: positiveId.nullable(),
  no_substitute: z.boolean({ error: 'Must be a valid boolean.' }),
  item_comments: z.string({ error: 'Not a valid string.' }).max(CART_COMMENT_MAX_LENGTH),
  wbs_code_1: z.string({ error: 'Not a valid string.' }).trim().max(CART_WBS_CODE_MAX_LENGTH),
  phase_code: phaseCodeInput,
  cost_code: costCodeInput,
  is_rental: z.boolean({ error: 'Must be a valid boolean.' }),
  rental_start_date: isoDate,
  rental_end_date: isoDate,
} satisfies Record<(typeof ITEM_EDIT_ACTIONS)[number], z.ZodType>;

function valueFor<S extends z.ZodType>(rule: S, value: unknown): z.output<S> {
  const parsed = rule.safeParse(value);
  if (parsed.success) return parsed.data;
  // Errors of the value itself, or of its parts (a phase code's code), all go under `value`.
  const errors = Object.values(issuesToFieldErrors(parsed.error.issues)).flat();
  throw fieldErrors({ value: errors.length ? errors : ['Invalid value.'] });
}

async function itemChanges(ctx: ProjectActionContext, line: LineRow, action: (typeof ITEM_EDIT_ACTIONS)[number], raw: unknown): Promise<LineChanges> {
  switch (action) {
    case 'manufacturer_id': {
      const id = valueFor(itemValueRules.manufacturer_id, raw);
      const facts = await catalogueFacts(ctx.tx, line.baseItemId ? [line.baseItemId] : []);
      if (!line.baseItemId || !facts.makes(line.baseItemId, id)) throw fieldErrors({ value: cartMessages.unknownManufacturer });
      return { manufacturerId: id };
    }
    case 'base_item_options_id': {
      const id = valueFor(itemValueRules.base_item_options_id, raw);
      const facts = await catalogueFacts(ctx.tx, line.baseItemId ? [line.baseItemId] : []);
      if (id !== null && (!line.baseItemId || !facts.optionBelongs(line.baseItemId, id))) throw fieldErrors({ value: cartMessages.unknownOption });
      return { baseItemOptionId: id ?? (line.baseItemId ? facts.defaultOption(line.baseItemId) : null) };
    }
    case 'no_substitute':
      return { noSubstitute: valueFor(itemValueRules.no_substitute, raw) };
    case 'item_comments':
      return { itemComments: valueFor(itemValueRules.item_comments, raw) };
    case 'wbs_code_1':
      return { wbsCode1: valueFor(itemValueRules.wbs_code_1, raw) };
    case 'phase_code':
      return codeChanges(valueFor(itemValueRules.phase_code, raw), undefined);
    case 'cost_code':
      return codeChanges(undefined, valueFor(itemValueRules.cost_code, raw));
    case 'is_rental': {
      const on = valueFor(itemValueRules.is_rental, raw);
      // A line that stops being a rental forgets its dates.
      return on ? { isRental: true } : { isRental: false, rentalStartDate: null, rentalEndDate: null };
    }
    case 'rental_start_date': {
      const start = valueFor(itemValueRules.rental_start_date, raw);
      const problem = rentalDatesProblem(start, line.rentalEndDate, { required: false });
      if (problem) throw fieldErrors({ value: problem.message });
      return { rentalStartDate: start };
    }
    case 'rental_end_date': {
      const end = valueFor(itemValueRules.rental_end_date, raw);
      const problem = rentalDatesProblem(line.rentalStartDate, end, { required: false });
      if (problem) throw fieldErrors({ value: problem.message });
      return { rentalEndDate: end };
    }
  }
}

/** edit_item: one field of one line. */
export async function editItem(ctx: ProjectActionContext, body: { item_id: number; action: (typeof ITEM_EDIT_ACTIONS)[number]; value: unknown; expected_updated_at?: string }): Promise<CartActionResult> {
  const line = await lockLine(ctx, body.item_id, 'item_id', body.expected_updated_at);
  return changeLines(ctx, [line], await itemChanges(ctx, line, body.action, body.value));
}

const customValueRules = {
  description: z.string({ error: 'Not a valid string.' }).trim().min(1, cartMessages.customDescriptionRequired).max(500),
  code: z.string({ error: 'Not a valid string.' }).trim().max(100),
  unit: z.enum(CATALOGUE_UNITS),
  unit_price: customItemUnitPriceSchema.nullable(),
  manufacturer_name: z.string({ error: 'Not a valid string.' }).trim().max(200),
} satisfies Record<(typeof CUSTOM_ITEM_EDIT_ACTIONS)[number], z.ZodType>;

const customColumns = {
  description: 'description',
  code: 'code',
  unit: 'unit',
  unit_price: 'unitPrice',
  manufacturer_name: 'manufacturerName',
} as const;

/**
 * edit_custom_item: one field of a custom line's item. The custom item is the company's and
 * may serve other lines: when it does, this line gets its own copy, so no other line changes.
 */
export async function editCustomItem(
  ctx: ProjectActionContext,
  body: { item_id: number; action: (typeof CUSTOM_ITEM_EDIT_ACTIONS)[number]; value: string | number | null; expected_updated_at?: string },
): Promise<CartActionResult> {
  const line = await lockLine(ctx, body.item_id, 'item_id', body.expected_updated_at);
  if (line.customItemId === null) throw fieldErrors({ item_id: cartMessages.notCustomItem });
  const value = valueFor(customValueRules[body.action], body.value);
  const [item] = await ctx.tx.select().from(customItems).where(ctx.scope.where(customItems, eq(customItems.id, line.customItemId))).for('update');
  const column = customColumns[body.action];
  if (item[column] === value) return answer(ctx, [line.id], [], cartMessages.noChangesDetected);
  const [{ n }] = await ctx.tx.select({ n: count() }).from(cartItems).where(ctx.scope.where(cartItems, eq(cartItems.customItemId, item.id)));
  if (n > 1) {
    const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = item;
    const [copy] = await ctx.tx
      .insert(customItems)
      .values({ ...fields, [column]: value })
      .returning({ id: customItems.id });
    await ctx.tx.update(cartItems).set({ customItemId: copy.id, updatedAt: new Date(), updatedByAccountId: ctx.caller.accountId }).where(ctx.scope.where(cartItems, eq(cartItems.id, line.id)));
  } else {
    await ctx.tx
      .update(customItems)
      .set({ [column]: value, updatedAt: new Date() })
      .where(ctx.scope.where(customItems, eq(customItems.id, item.id)));
    await ctx.tx.update(cartItems).set({ updatedAt: new Date(), updatedByAccountId: ctx.caller.accountId }).where(ctx.scope.where(cartItems, eq(cartItems.id, line.id)));
  }
  return answer(ctx, [line.id]);
}
