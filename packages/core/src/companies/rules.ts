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

/** A company name as compared for likeness: lower case, punctuation and a trailing legal form (Inc, LLC, Ltd, Co, Corp…) left off. */
export function companyNameCore(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/(\s+(inc|incorporated|llc|ltd|limited|co|corp|corporation|company|plc|gmbh|lp|llp))+$/, '')
    .trim();
}

/** Website as compared for duplicates: protocol and www stripped, lower case, no trailing slash. */
export function normalizeWebsite(url: string): string {
  return url.trim().toLowerCase().replace(/^[a-z]+:\/\//, '').replace(/^www\./, '').replace(/\/+$/, '');
}

/**
 * Company settings that depend on the company's type, and the types that use each: a
 * contractor keeps warehouses (and their bins), numbers the purchase orders it sends, taxes them
 * and ships them to its addresses, and books job costs to popular phase
 * and cost codes and GL codes; a supplier receives orders and does none of that.
 * Its settings screens leave these out and the server refuses changes to them, by this one
 * table. Settings not named here serve every company.
 */
export const SETTINGS_BY_COMPANY_TYPE = {
  warehouses: ['buyer'],
  po_numbering: ['buyer'],
  popular_codes: ['buyer'],
  // what a contractor puts on the orders it sends: a supplier sends none (its invoices carry the tax
  // it charges). Suppliers stay: a supplier's contact groups name the suppliers it restocks from.
  tax_codes: ['buyer'],
  shipping_addresses: ['buyer'],
  gl_codes: ['buyer'],
} as const satisfies Record<string, readonly SystemType[]>;
export type TypedCompanySetting = keyof typeof SETTINGS_BY_COMPANY_TYPE;

const TYPED_SETTING_NAMES: Record<TypedCompanySetting, string> = {
  warehouses: 'warehouses',
  po_numbering: 'PO numbering (PO number prefix and dynamic PO prefixes)',
  popular_codes: 'popular phase codes and cost codes',
  tax_codes: 'tax codes',
  shipping_addresses: 'shipping addresses (where its orders ship to)',
  gl_codes: 'GL codes',
};

/** Whether a company of this type uses the setting. */
export function companyUsesSetting(systemType: SystemType, setting: TypedCompanySetting): boolean {
  return (SETTINGS_BY_COMPANY_TYPE[setting] as readonly SystemType[]).includes(systemType);
}

/** The 403 detail when a company changes a setting its type does not use (only suppliers, today). */
export function settingNotUsedRefusal(setting: TypedCompanySetting): string {
  return `A supplier company does not use ${TYPED_SETTING_NAMES[setting]}: they belong to contractors.`;
}
