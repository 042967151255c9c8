import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { ASSET_SERVICES } from '@jobsite/core';
import { lazyPage } from '../../components/LazyPage';
import { paths } from '../../config/paths';
import { ServiceGate } from './components/ServiceGate';

/**
 * Warehouse requests and assets: each service's requests, items and models
 * (/tool_requests, /prefab_items, /stock_model ...), tool charges, asset audits and item labels.
 * One screen per kind reads its service from the path.
 */
export const assetScreens: RouteObject[] = [
  ...ASSET_SERVICES.flatMap((s) => [
    { path: paths.assetRequests(s), element: <ServiceGate>{lazyPage(() => import('./pages/RequestsPage'), 'RequestsPage')}</ServiceGate> },
    { path: paths.assetItems(s), element: <ServiceGate>{lazyPage(() => import('./pages/ItemsPage'), 'ItemsPage')}</ServiceGate> },
    { path: paths.assetModels(s), element: <ServiceGate>{lazyPage(() => import('./pages/ModelsPage'), 'ModelsPage')}</ServiceGate> },
  ]),
  { path: paths.toolMigration(), element: <ServiceGate>{lazyPage(() => import('./pages/ToolMigrationPage'), 'ToolMigrationPage')}</ServiceGate> },
  { path: paths.assetReporting(), element: <ServiceGate anyService>{lazyPage(() => import('./pages/AssetReportingPage'), 'AssetReportingPage')}</ServiceGate> },
  { path: paths.stockOrders(), element: <ServiceGate>{lazyPage(() => import('./pages/StockOrdersPage'), 'StockOrdersPage')}</ServiceGate> },
  { path: paths.stockOrderItems(), element: <ServiceGate>{lazyPage(() => import('./pages/StockOrderItemsPage'), 'StockOrderItemsPage')}</ServiceGate> },
  { path: paths.toolCharges(), element: <ServiceGate>{lazyPage(() => import('./pages/ChargesPage'), 'ChargesPage')}</ServiceGate> },
  // audits and labels serve every service: their paths name none (serviceFromPath would read tool)
  { path: paths.assetAuditsPattern(), element: <ServiceGate anyService>{lazyPage(() => import('./pages/AuditsPage'), 'AuditsPage')}</ServiceGate> },
  { path: paths.itemLabelsPattern(), element: <ServiceGate anyService>{lazyPage(() => import('./pages/ItemLabelsPage'), 'ItemLabelsPage')}</ServiceGate> },
];

/** The project tabs /project/tool|prefab|stock|temp_power/{id}, shown inside the project frame. */
export const assetProjectScreens: { area: string; element: ReactElement }[] = ASSET_SERVICES.map((area) => ({
  area,
  element: lazyPage(() => import('./pages/ProjectAssetsTab'), 'ProjectAssetsTab'),
}));
