/** Company kinds and the service flags that steer navigation (spec sections 3, 6, 9). */
export const SYSTEM_TYPES = ['buyer', 'seller'] as const;
export type SystemType = (typeof SYSTEM_TYPES)[number];

export const SERVICE_FLAGS = ['tool', 'prefab', 'inventory', 'temp_power'] as const;
export type ServiceFlag = (typeof SERVICE_FLAGS)[number];

export const WAREHOUSE_TYPES = ['Prefab', 'Stock', 'Temp Power', 'Tools'] as const;

export const DEFAULT_COUNTRY = 'USA';

/** Parses "tool,prefab" into service flags; unknown names are reported, not dropped. */
export function parseServiceFlags(list: string): { flags: ServiceFlag[]; unknown: string[] } {
  const names = list.split(',').map((s) => s.trim()).filter(Boolean);
  const flags: ServiceFlag[] = [];
  const unknown: string[] = [];
  for (const name of names) {
    if ((SERVICE_FLAGS as readonly string[]).includes(name)) flags.push(name as ServiceFlag);
    else unknown.push(name);
  }
  return { flags, unknown };
}

/** Website as compared for duplicates: protocol and www stripped, lower case, no trailing slash. */
export function normalizeWebsite(url: string): string {
  return url.trim().toLowerCase().replace(/^[a-z]+:\/\//, '').replace(/^www\./, '').replace(/\/+$/, '');
}
