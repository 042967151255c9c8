import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ASSET_SERVICE_LABELS, itemBarcodeValue } from '@jobsite/core';
import { assetModels } from '../../db/schema/index';
import { registerScanResolver } from '../scanning/registry';
import { findModel, itemByCode } from './queries';

/**
 * The codes the asset screens print or engrave: an item's barcode label (its barcode or
 * jobsite:item:{id}) or serial number opens the item; a model's code opens the model. Both
 * in the caller's company only.
 */
export function registerAssetScan(app: FastifyInstance): void {
  registerScanResolver(app, 'tool_item', async (code, { scope }) => {
    const item = await itemByCode(app.db, scope, code);
    if (!item) return null;
    const model = await findModel(app.db, scope, item.modelId);
    return {
      id: item.id,
      label: `${model?.name ?? ASSET_SERVICE_LABELS[item.service].one} ${item.serialNumber || itemBarcodeValue(item)}`,
      link: `/${item.service}_items?item_id=${item.id}`,
    };
  });
  registerScanResolver(app, 'asset_model', async (code, { scope }) => {
    if (!/^[A-Za-z0-9][A-Za-z0-9 ._/-]{0,59}$/.test(code)) return null;
    const [model] = await app.db
      .select({ id: assetModels.id, name: assetModels.name, code: assetModels.code, service: assetModels.service })
      .from(assetModels)
      .where(scope.where(assetModels, sql`upper(${assetModels.code}) = upper(${code})`))
      .orderBy(assetModels.id)
      .limit(1);
    if (!model) return null;
    return { id: model.id, label: `${ASSET_SERVICE_LABELS[model.service].one[0].toUpperCase()}${ASSET_SERVICE_LABELS[model.service].one.slice(1)} model ${model.code} · ${model.name}`, link: `/${model.service}_model?model_id=${model.id}` };
  });
}
