import { eq } from 'drizzle-orm';
import type { CodeEntry, ProjectStatus } from '@jobsite/core';
import { projectOwners, projects, type StoredProjectAddress } from '../db/schema/index';
import { createProject } from '../modules/projects/service';
import type { Tx } from '../platform/db';
import { companyScope } from '../platform/scope';

const address = (Field_1: string, city: string, state: string, zip: string, country = 'USA'): StoredProjectAddress => ({
  note: '',
  Field_1,
  Field_2: '',
  city,
  state,
  zip,
  country,
  type: 'job site',
  work_phone: '',
});

export const demoPhaseCodes: CodeEntry[] = [
  { id: 4821937701, code: '26-05', name: 'Common Work Results for Electrical' },
  { id: 4821937702, code: '26-24', name: 'Switchboards and Panelboards' },
  { id: 4821937703, code: '26-51', name: 'Interior Lighting' },
  { id: 4821937704, code: '26-05-19', name: 'Low-Voltage Conductors' },
  { id: 4821937705, code: '26-05-26', name: 'Grounding and Bonding' },
  { id: 4821937706, code: '26-05-29', name: 'Hangers and Supports' },
  { id: 4821937707, code: '26-05-33', name: 'Raceways and Boxes' },
  { id: 4821937708, code: '26-27-26', name: 'Wiring Devices' },
];
export const demoCostCodes: CodeEntry[] = [
  { id: 7730145501, code: 'L', name: 'Labor' },
  { id: 7730145502, code: 'M', name: 'Material' },
  { id: 7730145503, code: 'E', name: 'Equipment Rental' },
];
const materialPhaseCodes: CodeEntry[] = [
  { id: 5190033401, code: '100', name: 'Underground and Rough-in' },
  { id: 5190033402, code: '200', name: 'Trim-out' },
];

interface DemoProject {
  name: string;
  job?: string;
  group?: boolean;
  workOrder?: boolean;
  status?: ProjectStatus;
  address?: StoredProjectAddress;
  owners: ('buyer' | 'foreman' | 'staff')[];
  codes?: boolean;
  children?: DemoProject[];
}

const world: DemoProject[] = [
  {
    name: 'Denver Medical Campus',
    group: true,
    owners: ['buyer', 'foreman'],
    address: address('1635 Aurora Ct', 'Aurora', 'CO', '80045'),
    children: [
      { name: 'DMC Tower A - Core and Shell', job: 'J-24101', owners: ['buyer', 'foreman'], address: address('1635 Aurora Ct', 'Aurora', 'CO', '80045'), codes: true },
      { name: 'DMC Parking Structure', job: 'J-24102', owners: ['buyer'], address: address('12401 E 17th Ave', 'Aurora', 'CO', '80045'), codes: true },
      { name: 'DMC Central Utility Plant', job: 'J-24103', status: 'completed', owners: ['buyer', 'foreman'] },
    ],
  },
  {
    name: 'Front Range Schools Bond',
    group: true,
    owners: ['buyer'],
    children: [
      { name: 'Lakewood Elementary Renovation', job: 'J-24201', owners: ['buyer', 'foreman'], address: address('1600 Teller St', 'Lakewood', 'CO', '80214'), codes: true },
      { name: 'Golden High School Science Wing', job: 'J-24202', owners: ['buyer'], address: address('701 24th St', 'Golden', 'CO', '80401'), codes: true },
    ],
  },
  {
    name: 'Calgary Distribution Centre',
    group: true,
    owners: ['buyer', 'staff'],
    address: address('4000 72 Ave SE', 'Calgary', 'AB', 'T2C 2G6', 'Canada'),
    children: [
      { name: 'Calgary DC Phase 1 - Warehouse', job: 'J-24301', owners: ['buyer', 'staff'], address: address('4000 72 Ave SE', 'Calgary', 'AB', 'T2C 2G6', 'Canada'), codes: true },
      { name: 'Calgary DC Phase 2 - Offices', job: 'J-24302', owners: ['buyer'], address: address('4010 72 Ave SE', 'Calgary', 'AB', 'T2C 2G6', 'Canada') },
    ],
  },
  { name: 'Union Station Retrofit', job: 'J-23088', status: 'completed', owners: ['buyer'], address: address('1701 Wynkoop St', 'Denver', 'CO', '80202') },
  { name: 'Boulder Tech Office Fit-Out', job: 'J-24011', owners: ['buyer', 'foreman'], address: address('1900 Pearl St', 'Boulder', 'CO', '80302'), codes: true },
  { name: 'Vancouver Waterfront Condos', job: 'J-24401', owners: ['buyer', 'staff'], address: address('200 Granville St', 'Vancouver', 'BC', 'V6C 1S4', 'Canada') },
  { name: 'Aurora Data Center', job: 'J-22045', status: 'archived', owners: ['buyer'], address: address('21000 E 32nd Pkwy', 'Aurora', 'CO', '80011') },
  { name: 'Cherry Creek Mall Lighting Repair', job: 'WO-5512', workOrder: true, owners: ['foreman'], address: address('3000 E 1st Ave', 'Denver', 'CO', '80206') },
  { name: 'Arapahoe County Generator Service', job: 'WO-5513', workOrder: true, owners: ['buyer', 'foreman'] },
];

/** Summit Electrical's projects: groups with their jobs, work orders, two countries, every status. */
export async function seedDemoProjects(tx: Tx, companyId: number, people: Record<'buyer' | 'foreman' | 'staff', number>): Promise<void> {
  const scope = companyScope(companyId);
  const add = async (p: DemoProject, parentId: number | null) => {
    const [first, ...rest] = p.owners.map((o) => people[o]);
    const row = await createProject(tx, scope, { id: first, isStaff: false }, {
      name: p.name,
      main_job_num: p.job ?? '',
      is_create_group: p.group ?? false,
      parent_id: parentId,
      is_work_order: p.workOrder ?? false,
      status: p.status ?? 'active',
    });
    await tx
      .update(projects)
      .set({
        address: p.address ?? null,
        ...(p.codes ? { popularPhaseCodes: demoPhaseCodes, popularCostCodes: demoCostCodes, popularMaterialPhaseCodes: materialPhaseCodes, popularMaterialCostCodes: demoCostCodes.slice(0, 2) } : {}),
      })
      .where(eq(projects.id, row.id));
    if (rest.length) await tx.insert(projectOwners).values(rest.map((accountId) => ({ projectId: row.id, accountId, companyId }))).onConflictDoNothing();
    for (const child of p.children ?? []) await add(child, row.id);
  };
  for (const p of world) await add(p, null);
}
