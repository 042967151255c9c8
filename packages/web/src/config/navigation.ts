import { type Icon, IconCalculator, IconRocket, IconTruck, IconTruckDelivery, IconChartBar, IconFileImport, IconBolt, IconBox, IconBuildingFactory2, IconChecklist, IconCoin, IconHammer, IconPackages, IconTool, IconBooks, IconDownload, IconFileInvoice, IconInbox, IconList, IconReceipt, IconScale, IconBuildingSkyscraper, IconBuildingWarehouse, IconLayoutDashboard, IconListDetails, IconSettings } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { ActionNeededBadge } from '../components/orders/ActionNeededBadge';
import { paths } from './paths';

/**
 * The side navigation's built sections: a section of the catalogue in core
 * (packages/core/src/shell/navigation.ts, NAV_SECTIONS) appears in the menu only once it
 * has an entry here. When your feature's screen lands, add its section:
 *
 *   dashboard: { to: () => paths.dashboard(), icon: IconLayoutDashboard },
 *   projects: { to: () => paths.projects(), icon: IconBuildingSkyscraper },
 *   'project.bom': { to: ({ projectId }) => (projectId ? paths.projectBom(projectId) : null), icon: IconListDetails },
 *
 * `to` gets the open project's id (for project sub-areas) and answers null to hide the link
 * where it cannot go. Who sees it (buyer, seller, staff) and which company service gates it
 * are in the core catalogue; the active highlighting follows the catalogue's path segments.
 */
export interface SectionLink {
  to: (ctx: { projectId: string | null }) => string | null;
  icon: Icon;
  /** A count beside the link (the supplier action needed count beside Orders). */
  badge?: ComponentType;
}

export const sectionLinks: Readonly<Record<string, SectionLink>> = {
  dashboard: { to: () => paths.dashboard(), icon: IconLayoutDashboard },
  roi: { to: () => paths.roi(), icon: IconCalculator },
  quick_start_checklist: { to: () => paths.quickStartChecklist(), icon: IconRocket },
  exports: { to: () => paths.exports(), icon: IconDownload },
  projects: { to: () => paths.projects(), icon: IconBuildingSkyscraper },
  catalogue: { to: () => paths.catalogue(), icon: IconBooks },
  orders: { to: () => paths.orders(), icon: IconInbox, badge: ActionNeededBadge },
  all_orders: { to: () => paths.allOrders(), icon: IconFileInvoice },
  invoices: { to: () => paths.invoices(), icon: IconReceipt },
  all_po_items: { to: () => paths.allPoItems(), icon: IconList },
  buyer_quotes: { to: () => paths.buyerQuotes(), icon: IconScale },
  quotes: { to: () => paths.quotes(), icon: IconScale },
  export_orders: { to: () => paths.exportOrders(), icon: IconDownload },
  export_invoices: { to: () => paths.exportInvoices(), icon: IconDownload },
  tool_requests: { to: () => paths.assetRequests('tool'), icon: IconTool },
  tool_items: { to: () => paths.assetItems('tool'), icon: IconHammer },
  tool_model: { to: () => paths.assetModels('tool'), icon: IconBox },
  tool_charges: { to: () => paths.toolCharges(), icon: IconCoin },
  tool_migration: { to: () => paths.toolMigration(), icon: IconFileImport },
  prefab_requests: { to: () => paths.assetRequests('prefab'), icon: IconBuildingFactory2 },
  prefab_items: { to: () => paths.assetItems('prefab'), icon: IconPackages },
  prefab_model: { to: () => paths.assetModels('prefab'), icon: IconBox },
  stock_requests: { to: () => paths.assetRequests('stock'), icon: IconPackages },
  stock_items: { to: () => paths.assetItems('stock'), icon: IconPackages },
  stock_model: { to: () => paths.assetModels('stock'), icon: IconBox },
  stock_orders: { to: () => paths.stockOrders(), icon: IconTruckDelivery },
  stock_order_item: { to: () => paths.stockOrderItems(), icon: IconList },
  temp_power_requests: { to: () => paths.assetRequests('temp_power'), icon: IconBolt },
  temp_power_items: { to: () => paths.assetItems('temp_power'), icon: IconBolt },
  temp_power_model: { to: () => paths.assetModels('temp_power'), icon: IconBox },
  'asset.audits': { to: () => paths.assetAudits(), icon: IconChecklist },
  'asset.reporting': { to: () => paths.assetReporting(), icon: IconChartBar },
  shipping: { to: () => paths.shippingForms(), icon: IconTruck },
  job_warehouse_stock_items: { to: () => paths.jobSiteStock(), icon: IconBuildingWarehouse },
  project_list_seller: { to: () => paths.productListSeller(), icon: IconListDetails },
  price_file_seller: { to: () => paths.priceFileSeller(), icon: IconFileImport },
  'project.tool': { to: ({ projectId }) => (projectId ? paths.projectTool(projectId) : null), icon: IconTool },
  'project.prefab': { to: ({ projectId }) => (projectId ? paths.projectPrefab(projectId) : null), icon: IconBuildingFactory2 },
  'project.stock': { to: ({ projectId }) => (projectId ? paths.projectStock(projectId) : null), icon: IconPackages },
  'project.temp_power': { to: ({ projectId }) => (projectId ? paths.projectTempPower(projectId) : null), icon: IconBolt },
  'project.asset_audits': { to: ({ projectId }) => (projectId ? paths.assetAudits(projectId, 'project') : null), icon: IconChecklist },
  'project.bom': { to: ({ projectId }) => (projectId ? paths.projectBom(projectId) : null), icon: IconListDetails },
  'project.settings': { to: ({ projectId }) => (projectId ? paths.projectSettings(projectId) : null), icon: IconSettings },
  'settings.company': { to: () => paths.companySettings(), icon: IconBuildingWarehouse },
};
