/**
 * Every route of the app (spec section 2), built by functions. Components never write
 * URL strings themselves.
 */
const q = (params: Record<string, string | number | boolean | undefined | null>) => {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') s.set(k, String(v));
  const text = s.toString();
  return text ? `?${text}` : '';
};

export const paths = {
  root: () => '/',
  login: () => '/login',
  register: () => '/register',
  registerOne: (companyId: number | string) => `/register_one/${companyId}/`,
  registerCompany: () => '/register_company/',
  verifyEmail: (userId: number | string, code?: string) => `/verifyemail${q({ user_id: userId, email_verification_code: code })}`,
  resetPassword: (email?: string, code?: string) => `/reset-password${q({ email, email_verification_code: code })}`,
  /** Where an account waits while its request to join the company is not approved. */
  joinPending: () => '/join_pending',
  ssoLanding: (accountId: number | string) => `/sso${q({ account_id: accountId })}`,
  accountSettings: () => '/settings/account',
  companySettings: (tab?: string) => `/settings/company${tab ? `/${tab}` : ''}`,
  binQrSheet: (warehouseId: number | string) => `/settings/company/warehouses/${warehouseId}/qr`,
  /** Staff: the settings of any company (its services, codes, domains), opened from the company directory's card. */
  staffCompanySettings: (companyId: number | string) => `/staff/companies/${companyId}/settings`,
  dashboard: (opts: { showAddRequestView?: boolean } = {}) => `/dashboard${q({ show_add_request_view: opts.showAddRequestView || undefined })}`,
  orders: () => '/orders',
  /** The buyer's purchase orders (the sidebar's all_orders). */
  allOrders: () => '/all_orders',
  invoices: () => '/invoices',
  allPoItems: () => '/all_po_items',
  buyerQuotes: () => '/buyer_quotes',
  quotes: () => '/quotes',
  exportOrders: () => '/export_orders',
  exportInvoices: () => '/export_invoices',
  quickStartChecklist: () => '/quick_start_checklist',
  /** A purchase order opened on the buyer's orders screen (by the click rule there). */
  buyerOrder: (orderId: number | string) => `/all_orders${q({ order_id: orderId })}`,
  /** A quote request opened on the buyer's quotes screen. */
  buyerQuote: (quoteId: number | string) => `/buyer_quotes${q({ quote_id: quoteId })}`,
  projects: () => '/projects',
  roi: () => '/roi',
  catalogue: () => '/catalogue',
  priceFile: () => '/price_file',
  /** The same import screen under the supplier's own section (the side navigation's Price files). */
  priceFileSeller: () => '/price_file_seller',
  projectBom: (projectId: number | string, productListId?: number | string) => `/project/bom/${projectId}${q({ project_product_list_id: productListId })}`,
  /** The BOM with the add dialog open for a catalogue item (from the catalogue's Add to project BOM). */
  projectBomAdd: (projectId: number | string, itemId: number, optionId?: number | null) => `/project/bom/${projectId}${q({ add_item_id: itemId, option_id: optionId ?? undefined })}`,
  projectTool: (id: number | string) => `/project/tool/${id}`,
  projectPrefab: (id: number | string) => `/project/prefab/${id}`,
  projectStock: (id: number | string) => `/project/stock/${id}`,
  projectTempPower: (id: number | string) => `/project/temp_power/${id}`,
  projectSettings: (id: number | string) => `/project/settings/${id}`,
  /** Any project sub-area by its first path segment after /project/ (bom, tool, prefab, stock, temp_power, settings ...). */
  projectArea: (area: string, id: number | string) => `/project/${area}/${id}`,
  pendingOrder: (orderId: number | string) => `/project/po_daily_pending_process2/${orderId}`,
  assetAudits: (ownerId?: number | string, ownerType?: 'warehouse' | 'project', auditId?: number) => `/asset/audits${q({ owner_id: ownerId, owner_type: ownerType, audit_id: auditId })}`,
  /** The asset screens of each service (tool, prefab, stock, temp_power): the sidebar's {service}_requests, _items, _model. */
  assetRequests: (service: string, opts: { requestId?: number } = {}) => `/${service}_requests${q({ request_id: opts.requestId })}`,
  /** A service's items; `location` presets the Where filter (out: on jobs, in: in the warehouse); `modelId` shows one model's. */
  assetItems: (service: string, opts: { itemId?: number; binId?: number; modelId?: number; location?: 'in' | 'out' } = {}) =>
    `/${service}_items${q({ item_id: opts.itemId, bin_id: opts.binId, model_id: opts.modelId, location: opts.location })}`,
  assetModels: (service: string, opts: { modelId?: number } = {}) => `/${service}_model${q({ model_id: opts.modelId })}`,
  toolCharges: () => '/tool_charges',
  toolMigration: () => '/tool_migration',
  stockOrders: () => '/stock_orders',
  stockOrderItems: () => '/stock_order_item',
  assetReporting: () => '/asset/reporting',
  itemLabels: (ids: number[]) => `/tool_items/labels${q({ ids: ids.join(',') })}`,
  exports: () => '/exports',
  downloadFile: (s3ObjectUrl: string, id?: number | string, companyId?: number | string) => `/download-file${q({ s3_object_url: s3ObjectUrl, id, company_id: companyId })}`,
  shippingForm: (id: number | string) => `/shipping/${id}/`,
  shippingForms: () => '/shipping',
  /** One product list on the BOM screen; `itemId` marks one of its items (the scan of a list item's label). */
  projectProductList: (projectId: number | string, listId: number | string, itemId?: number | string) => `/project/bom/${projectId}${q({ project_product_list_id: listId, item_id: itemId })}`,
  /** The job-site stock screen (the sidebar's job_warehouse_stock_items), optionally filtered. */
  jobSiteStock: (filters: { projectId?: number | string; listId?: number | string; binId?: number | string } = {}) =>
    `/job_warehouse_stock_items${q({ project_id: filters.projectId, list_id: filters.listId, bin_id: filters.binId })}`,
  /** A printable sheet of QR labels for a product list's bins and items. */
  productListQrSheet: (listId: number | string) => `/project_product_list/${listId}/qr`,
  /** The seller's screen of the product lists customers share with it. */
  productListSeller: (listId?: number | string) => `/project_list_seller${q({ list_id: listId })}`,
  systemMessage: (p: { action: 'add_owner'; id: number | string; value?: string; message?: string }) => `/system-message${q(p)}`,
  /** Route patterns of screens without parameters in the path. */
  downloadFilePattern: () => '/download-file',
  assetAuditsPattern: () => '/asset/audits',
  itemLabelsPattern: () => '/tool_items/labels',
  systemMessagePattern: () => '/system-message',
  jobSiteStockPattern: () => '/job_warehouse_stock_items',
  productListSellerPattern: () => '/project_list_seller',
} as const;

/** Route patterns for the router, matching the builders above. */
export const routePatterns = {
  registerOne: '/register_one/:companyId/',
  projectBom: '/project/bom/:projectId',
  projectTool: '/project/tool/:id',
  projectPrefab: '/project/prefab/:id',
  projectStock: '/project/stock/:id',
  projectTempPower: '/project/temp_power/:id',
  projectSettings: '/project/settings/:id',
  projectArea: '/project/:area/:id',
  pendingOrder: '/project/po_daily_pending_process2/:orderId',
  shippingForm: '/shipping/:shippingFormID/',
  companySettings: '/settings/company/:tab?',
  binQrSheet: '/settings/company/warehouses/:warehouseId/qr',
  staffCompanySettings: '/staff/companies/:companyId/settings',
  productListQrSheet: '/project_product_list/:listId/qr',
} as const;
