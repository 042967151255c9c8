import { ASSET_SERVICES, type AssetService } from '@jobsite/core';
import { useLocation } from 'react-router';

/** The service a screen serves, from its path: /prefab_requests, /stock_items, /temp_power_model, /project/tool/{id} ... */
export function serviceFromPath(pathname: string): AssetService {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0] === 'project' ? (segments[1] ?? '') : (segments[0] ?? '');
  return ASSET_SERVICES.find((s) => first === s || first.startsWith(`${s}_`)) ?? 'tool';
}

export const useService = (): AssetService => serviceFromPath(useLocation().pathname);
