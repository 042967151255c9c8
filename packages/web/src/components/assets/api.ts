import { infiniteQueryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AssetModel,
  BinLocation,
  Warehouse,
  AssetService,
  AuditDetail,
  AuditSummary,
  CreateToolRequestInput,
  ExpectedReturnStatus,
  Paged,
  ToolItem,
  ToolItemDetail,
  ToolItemStatus,
  ToolRequest,
  ToolRequestAction,
  ToolRequestActionInput,
  ToolRequestDetail,
  ToolRequestStatus,
  ToolRequestType,
} from '@jobsite/core';
import { api, followLink } from '../../lib/api-client';

/**
 * The warehouse requests and assets calls (tool_models/, tool_items/, tool_requests/,
 * tool_charges/, asset_audits/), shared by the assets screens, the project tabs and the
 * dashboard's add tool request dialog.
 */
export const assetKeys = {
  all: ['assets'] as const,
  access: ['assets', 'access'] as const,
  models: (service: AssetService, search: string) => ['assets', 'models', service, search] as const,
  model: (id: number) => ['assets', 'model', id] as const,
  items: (filters: ItemFilters) => ['assets', 'items', filters] as const,
  item: (id: number) => ['assets', 'item', id] as const,
  requests: (filters: RequestFilters) => ['assets', 'requests', filters] as const,
  request: (id: number) => ['assets', 'request', id] as const,
  audits: (filters: object) => ['assets', 'audits', filters] as const,
  audit: (id: number) => ['assets', 'audit', id] as const,
};

export interface ItemFilters {
  service: AssetService;
  status?: ToolItemStatus[];
  expected_return_status?: ExpectedReturnStatus;
  project_id?: number;
  warehouse_id?: number;
  bin_id?: number;
  model_id?: number;
  mine?: boolean;
  location?: 'out' | 'in';
  /** Only what a pick may take today, each with its free_quantity (the pick dialog). */
  pickable?: boolean;
  search?: string;
}
export interface RequestFilters {
  service: AssetService;
  status?: ToolRequestStatus[];
  request_type?: ToolRequestType | 'all';
  project_id?: number;
  mine?: boolean;
  search?: string;
  date_limit?: number;
}

const paged = <T>(path: string, query: Record<string, string | number | boolean | undefined>, pageSize = 25) =>
  ({
    queryFn: ({ pageParam, signal }: { pageParam: string | undefined; signal: AbortSignal }) =>
      pageParam ? api<Paged<T>>(followLink(pageParam), { signal }) : api<Paged<T>>(path, { query: { ...query, page_size: pageSize }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: Paged<T>) => last.next ?? undefined,
  }) as const;

export const useToolAccess = () => useQuery({ queryKey: assetKeys.access, queryFn: ({ signal }) => api<{ warehouse: boolean }>('tool_access/', { signal }), staleTime: 60_000 });

export const modelsOptions = (service: AssetService, search: string) =>
  infiniteQueryOptions({ queryKey: assetKeys.models(service, search), ...paged<AssetModel>('tool_models/', { service, search }, 50) });

export const itemsOptions = (f: ItemFilters) =>
  infiniteQueryOptions({
    queryKey: assetKeys.items(f),
    ...paged<ToolItem>('tool_items/', {
      service: f.service,
      status: f.status?.join(','),
      expected_return_status: f.expected_return_status,
      project_id: f.project_id,
      warehouse_id: f.warehouse_id,
      bin_id: f.bin_id,
      model_id: f.model_id,
      mine: f.mine ? 'true' : undefined,
      location: f.location,
      pickable: f.pickable ? 'true' : undefined,
      search: f.search,
    }),
  });

export const requestsOptions = (f: RequestFilters) =>
  infiniteQueryOptions({
    queryKey: assetKeys.requests(f),
    ...paged<ToolRequest>('tool_requests/', {
      service: f.service,
      status: f.status?.join(','),
      request_type: f.request_type,
      project_id: f.project_id,
      mine: f.mine ? 'true' : undefined,
      search: f.search,
      date_limit: f.date_limit,
    }),
  });

export const auditsOptions = (f: { owner_type?: 'warehouse' | 'project'; owner_id?: number }) =>
  infiniteQueryOptions({ queryKey: assetKeys.audits(f), ...paged<AuditSummary>('asset_audits/', f) });

export const useAssetModel = (id: number | null) =>
  useQuery({ queryKey: assetKeys.model(id ?? 0), queryFn: ({ signal }) => api<AssetModel>(`tool_models/${id}/`, { signal }), enabled: id !== null, meta: { handlesErrors: true } });
export const useToolItem = (id: number | null) =>
  useQuery({ queryKey: assetKeys.item(id ?? 0), queryFn: ({ signal }) => api<ToolItemDetail>(`tool_items/${id}/`, { signal }), enabled: id !== null, meta: { handlesErrors: true } });
export const useToolRequest = (id: number | null) =>
  useQuery({ queryKey: assetKeys.request(id ?? 0), queryFn: ({ signal }) => api<ToolRequestDetail>(`tool_requests/${id}/`, { signal }), enabled: id !== null, meta: { handlesErrors: true } });
export const useAudit = (id: number | null) =>
  useQuery({ queryKey: assetKeys.audit(id ?? 0), queryFn: ({ signal }) => api<AuditDetail>(`asset_audits/${id}/`, { signal }), enabled: id !== null, meta: { handlesErrors: true } });

/** A change to assets: every asset list and detail is refreshed after it. */
export function useAssetMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => void qc.invalidateQueries({ queryKey: assetKeys.all }),
    meta: { handlesErrors: true },
  });
}

export const useCreateToolRequest = () => useAssetMutation((body: CreateToolRequestInput) => api<ToolRequestDetail>('tool_requests/', { method: 'POST', body }));
export const useRequestAction = (id: number) =>
  useAssetMutation(({ action, body }: { action: ToolRequestAction; body?: ToolRequestActionInput }) => api<ToolRequestDetail>(`tool_requests/${id}/${action}/`, { method: 'POST', body: body ?? {} }));
export const useStartReturn = () => useAssetMutation((body: { item_ids: number[]; quantities?: { item_id: number; quantity: number }[]; notes?: string }) => api<ToolRequestDetail>('tool_requests/start_return/', { method: 'POST', body }));
export const useBulkExpectedReturn = () =>
  useAssetMutation((body: { item_ids: number[]; expected_return_date: string | null }) => api<{ detail: string; count: number }>('tool_items/bulk_expected_return_date/', { method: 'POST', body }));
export const useChangeWarehouse = () =>
  useAssetMutation((body: { item_ids: number[]; warehouse_id: number | null; bin_id?: number | null }) => api<{ detail: string; count: number }>('tool_items/change_warehouse/', { method: 'POST', body }));

/** The company's warehouses of one type (Tools, Prefab, Stock, Temp Power), for the pickers. */
export const useWarehousesOfType = (type: Warehouse['type'], enabled = true) =>
  useQuery({ queryKey: ['warehouses', type], queryFn: ({ signal }) => api<Paged<Warehouse>>('warehouses/', { query: { type, page_size: 200 }, signal }), enabled, meta: { handlesErrors: true } });

/** The company's warehouses of every type, for a picker that chooses the service first (a new audit). */
export const useWarehouses = (enabled = true) =>
  useQuery({ queryKey: ['warehouses', 'all'], queryFn: ({ signal }) => api<Paged<Warehouse>>('warehouses/', { query: { page_size: 200 }, signal }), enabled, meta: { handlesErrors: true } });

/** The bins of a warehouse, for the pickers. */
export const useBins = (warehouseId: number | string | null | undefined, enabled = true) =>
  useQuery({
    queryKey: ['warehouses', 'bins', warehouseId ? Number(warehouseId) : null],
    queryFn: ({ signal }) => api<Paged<BinLocation>>(`warehouses/${warehouseId}/bins/`, { query: { page_size: 200 }, signal }),
    enabled: enabled && Boolean(warehouseId),
    meta: { handlesErrors: true },
  });
