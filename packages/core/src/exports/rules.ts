import { ASSET_SERVICES, type AssetService, SERVICE_COMPANY_FLAG } from '../assets/rules';
import type { GroupPermission } from '../accounts/rules';
import type { Account } from '../accounts/schemas';
import type { SystemType } from '../companies/rules';

/**
 * Background exports (issue 19, spec sections 2 "/exports" and 7 "export_asset_list_wrapper"):
 * every table export of the app can run as a job that writes the file to storage and offers an
 * expiring download link when done (decision record 018).
 */

/** What can be exported; export_asset_list_wrapper is the asset list report (a service's items). */
export const EXPORT_KINDS = ['bom', 'orders', 'invoices', 'tool_charges', 'job_site_stock', 'export_asset_list_wrapper', 'shipping_forms'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const EXPORT_KIND_LABELS: Record<ExportKind, string> = {
  bom: 'Bill of materials',
  orders: 'Purchase orders',
  invoices: 'Invoices',
  tool_charges: 'Tool charges',
  job_site_stock: 'Job-site stock',
  export_asset_list_wrapper: 'Asset list report',
  shipping_forms: 'Shipping forms',
};

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];
export const EXPORT_STATUS_LABELS: Record<ExportStatus, string> = { queued: 'Queued', running: 'Running', done: 'Ready', failed: 'Failed' };
export const isFinishedExport = (s: ExportStatus) => s === 'done' || s === 'failed';

/** The synchronous exports answer at most this many rows; larger ones run in the background. */
export const SYNC_EXPORT_MAX_ROWS = 20_000;
/** A background CSV holds at most this many rows; XLSX (built in memory by the writer) fewer. */
export const BACKGROUND_EXPORT_MAX_ROWS = 1_000_000;
export const BACKGROUND_XLSX_MAX_ROWS = 200_000;
/** Rows read per database round trip: never the whole table in memory. */
export const EXPORT_PAGE_ROWS = 2_000;
/** How long a download link of a finished export stays valid. */
export const EXPORT_LINK_TTL_SECONDS = 15 * 60;

/** Whether an export of `rowCount` rows should go to the background (the web offers it there). */
export const exportRunsInBackground = (rowCount: number) => rowCount > SYNC_EXPORT_MAX_ROWS;

/** The progress bar: whole percent, 0 before the total is known, 100 only when done. */
export function exportPercent(status: ExportStatus, done: number, total: number | null): number {
  if (status === 'done') return 100;
  if (!total || total <= 0) return 0;
  return Math.min(99, Math.floor((done * 100) / total));
}

export function exportRowLimit(format: ExportFormat): number {
  return format === 'xlsx' ? BACKGROUND_XLSX_MAX_ROWS : BACKGROUND_EXPORT_MAX_ROWS;
}

export const exportMessages = {
  /** The download-file screen without its parameter (spec section 8). */
  s3ObjectUrlMissing: 'S3 object URL is missing.',
  queued: 'The export is queued. It appears under Exports with a download link when it is ready.',
  tooLarge: (rows: number, format: ExportFormat) =>
    `The export would hold ${rows.toLocaleString('en-US')} rows; ${format.toUpperCase()} holds at most ${exportRowLimit(format).toLocaleString('en-US')}. Narrow the filters${format === 'xlsx' ? ' or choose CSV' : ''}.`,
  notReady: 'The export is not ready yet.',
  interrupted: 'The export was interrupted; it runs again.',
  deleteNotYours: 'Only the user who started this export, or one who manages the company settings, can delete it.',
  deleteRunning: 'This export is running. Delete it once it is ready or has failed.',
  deleted: 'Export deleted.',
} as const;

/**
 * Whether the caller may delete an export (DELETE exports/{id}/, the Delete of /exports): the one
 * who started it, or a member who manages the company settings (an old colleague's exports), and
 * not while it runs (the worker is writing its file). Null: allowed. The server refuses with it,
 * the screen offers Delete only where it allows.
 */
export function exportDeleteRefusal(p: { status: ExportStatus; startedByCaller: boolean; managesCompany: boolean }): { status: 403 | 409; message: string } | null {
  if (!p.startedByCaller && !p.managesCompany) return { status: 403, message: exportMessages.deleteNotYours };
  if (p.status === 'running') return { status: 409, message: exportMessages.deleteRunning };
  return null;
}

/** The stored file's name: what it is and when, e.g. orders-2026-11-25-17.csv. */
export function exportFileName(kind: ExportKind, id: number, createdOn: string, format: ExportFormat): string {
  const base = kind === 'export_asset_list_wrapper' ? 'asset-list' : kind.replaceAll('_', '-');
  return `${base}-${createdOn}-${id}.${format}`;
}

/** The realtime topic the /exports screen refreshes on. */
export const EXPORT_REALTIME_TOPIC = 'export';

/** Who starts an export: the company's kind and service flags, and whether their group hides the project material option. */
export interface ExportCaller {
  system_type: SystemType;
  tool_services: boolean;
  prefab_services: boolean;
  inventory_services: boolean;
  temp_power_services: boolean;
  /** The group's restriction (never a staff member's). */
  hide_project_material: boolean;
}

/**
 * The caller of the export rule from the account as the web app stores it and GET accounts/{id}/
 * answers it: its current company and its effective permissions. The web passes the stored
 * account, the server the same shape built from the session (serializeAccount's company and
 * effectivePermissions), so both read the rule's caller one way. An account stored before
 * permissions were sent hides nothing until it refreshes.
 */
export function exportCallerOf(account: { company: Pick<Account['company'], 'system_type' | 'tool_services' | 'prefab_services' | 'inventory_services' | 'temp_power_services'>; permissions?: Partial<Record<GroupPermission, boolean>> }): ExportCaller {
  const { company, permissions } = account;
  return {
    system_type: company.system_type,
    tool_services: company.tool_services,
    prefab_services: company.prefab_services,
    inventory_services: company.inventory_services,
    temp_power_services: company.temp_power_services,
    hide_project_material: permissions?.hide_project_material === true,
  };
}

/** Why an export is refused: the service it needs, a contractor's export, the hidden project material, or no asset service at all. */
export type ExportRefusal = { reason: 'service'; service: AssetService } | { reason: 'contractors' } | { reason: 'hidden_material' } | { reason: 'no_service' };

/** The kinds whose params name an asset service (tool by default). */
export const SERVICE_EXPORT_KINDS: readonly ExportKind[] = ['export_asset_list_wrapper', 'tool_charges'];

const usesService = (caller: ExportCaller, service: AssetService) => caller.system_type === 'buyer' && caller[SERVICE_COMPANY_FLAG[service]];

/**
 * The access of each kind, the same as its synchronous export or list: a service's items and
 * charges need that service; BOM and job-site stock are a contractor's, and the BOM is refused to
 * a group that hides the project material option; shipping forms need an asset service. Null:
 * the caller may start it. The server refuses with it and /exports offers only what it allows.
 */
export function exportRefusal(kind: ExportKind, caller: ExportCaller, service: AssetService = 'tool'): ExportRefusal | null {
  if (SERVICE_EXPORT_KINDS.includes(kind) && !usesService(caller, service)) return { reason: 'service', service };
  if ((kind === 'bom' || kind === 'job_site_stock') && caller.system_type !== 'buyer') return { reason: 'contractors' };
  if (kind === 'bom' && caller.hide_project_material) return { reason: 'hidden_material' };
  if (kind === 'shipping_forms' && !ASSET_SERVICES.some((s) => usesService(caller, s))) return { reason: 'no_service' };
  return null;
}

/** The services a kind may be exported for (the company's own); every kind not about a service gets none. */
export const exportServicesFor = (kind: ExportKind, caller: ExportCaller): AssetService[] =>
  SERVICE_EXPORT_KINDS.includes(kind) ? ASSET_SERVICES.filter((s) => exportRefusal(kind, caller, s) === null) : [];

/** The kinds a caller may start, in EXPORT_KINDS order: a service kind when some service of theirs allows it. */
export const exportKindsFor = (caller: ExportCaller): ExportKind[] =>
  EXPORT_KINDS.filter((k) => (SERVICE_EXPORT_KINDS.includes(k) ? exportServicesFor(k, caller).length > 0 : exportRefusal(k, caller) === null));
