import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { ASSET_SERVICES } from '@jobsite/core';
import { lazyPage } from '../../components/LazyPage';
import { paths } from '../../config/paths';

/**
 * Warehouse requests and assets: each service's requests, items and models
 * (/tool_requests, /prefab_items, /stock_model ...), tool charges, asset audits and item labels.
 * One screen per kind reads its service from the path.
 */
export const assetScreens: RouteObject[] = [
  ...ASSET_SERVICES.flatMap((s) => [
    { path: paths.assetRequests(s), element: lazyPage(() => import('./pages/RequestsPage'), 'RequestsPage') },
    { path: paths.assetItems(s), element: lazyPage(() => import('./pages/ItemsPage'), 'ItemsPage') },
    { path: paths.assetModels(s), element: lazyPage(() => import('./pages/ModelsPage'), 'ModelsPage') },
  ]),
  { path: paths.toolMigration(), element: lazyPage(() => import('./pages/ToolMigrationPage'), 'ToolMigrationPage') },
  { path: paths.assetReporting(), element: lazyPage(() => import('./pages/AssetReportingPage'), 'AssetReportingPage') },
  { path: paths.stockOrders(), element: lazyPage(() => import('./pages/StockOrdersPage'), 'StockOrdersPage') },
  { path: paths.stockOrderItems(), element: lazyPage(() => import('./pages/StockOrderItemsPage'), 'StockOrderItemsPage') },
  { path: paths.toolCharges(), element: lazyPage(() => import('./pages/ChargesPage'), 'ChargesPage') },
  { path: paths.assetAuditsPattern(), element: lazyPage(() => import('./pages/AuditsPage'), 'AuditsPage') },
  { path: paths.itemLabelsPattern(), element: lazyPage(() => import('./pages/ItemLabelsPage'), 'ItemLabelsPage') },
];

/** The project tabs /project/tool|prefab|stock|temp_power/{id}, shown inside the project frame. */
export const assetProjectScreens: { area: string; element: ReactElement }[] = ASSET_SERVICES.map((area) => ({
  area,
  element: lazyPage(() => import('./pages/ProjectAssetsTab'), 'ProjectAssetsTab'),
}));
