import { sql } from 'drizzle-orm';
import { projectOwners, projects } from '../packages/server/src/db/schema/index';
import { companyWithUser, seedInto, type Target } from './support';

const places = ['Harbor', 'Summit', 'Riverside', 'Canyon', 'Lakeview', 'Granite', 'Aspen', 'Cedar', 'Prairie', 'Mesa', 'Pinecrest', 'Union', 'Highland', 'Bayfront', 'Foothills', 'Meadow', 'Ironwood', 'Redstone', 'Silver Creek', 'Northgate'];
const buildings = ['Tower', 'Clinic', 'Elementary School', 'Data Center', 'Warehouse', 'Parking Structure', 'Office Fit-Out', 'Lodge', 'Library', 'Fire Station', 'Arena', 'Hotel', 'Substation', 'Lab Building', 'Retail Center'];
const scopes = ['Core and Shell', 'Lighting Retrofit', 'Service Upgrade', 'Tenant Improvement', 'Phase 1', 'Phase 2', 'Generator Install', 'Fire Alarm', 'Low Voltage'];
const cities: [string, string, string, string][] = [
  ['Denver', 'CO', '80202', 'USA'],
  ['Austin', 'TX', '73301', 'USA'],
  ['Phoenix', 'AZ', '85004', 'USA'],
  ['Calgary', 'AB', 'T2P 1J9', 'Canada'],
  ['Vancouver', 'BC', 'V6B 1A1', 'Canada'],
];

const pick = <T>(list: readonly T[], i: number) => list[i % list.length];

/**
 * Seeds one contractor with `count` projects through the db layer: a twentieth are
 * groups, most others are jobs in a group, a tenth are work orders; statuses 70/20/10;
 * the bench user owns every 20th project. Returns the user to sign in as.
 */
export function seedProjects(opts: Target & { count: number }) {
  return seedInto({ databaseUrl: opts.databaseUrl, dataDir: opts.dataDir }, async (db, tag) => {
    const { company, account, login } = await companyWithUser(db, { name: `Bench Electrical ${tag}`, systemType: 'buyer', services: ['tool'] }, { email: `bench-${tag}@bench.test`, lastName: 'User' });

    const groupCount = Math.max(1, Math.floor(opts.count / 20));
    const status = (i: number) => (i % 10 < 7 ? 'active' : i % 10 < 9 ? 'completed' : 'archived') as 'active' | 'completed' | 'archived';
    const address = (i: number) => {
      const [city, state, zip, country] = pick(cities, i);
      return { note: '', Field_1: `${100 + (i % 9000)} Main St`, Field_2: '', city, state, zip, country, type: '', work_phone: '' };
    };
    const created = (i: number) => new Date(Date.UTC(2019, 0, 1) + i * 3_600_000 * 2);
    const batch = 1000;

    const groupIds: number[] = [];
    for (let start = 0; start < groupCount; start += batch) {
      const rows = Array.from({ length: Math.min(batch, groupCount - start) }, (_, k) => {
        const i = start + k;
        return {
          companyId: company.id,
          name: `${pick(places, i)} ${pick(buildings, i * 7)} Program ${i + 1}`,
          mainJobNum: `G-${String(i + 1).padStart(5, '0')}`,
          status: status(i),
          isGroup: true,
          isJob: false,
          address: address(i),
          createdAt: created(i),
        };
      });
      groupIds.push(...(await db.insert(projects).values(rows).returning({ id: projects.id })).map((r) => r.id));
    }

    const rest = opts.count - groupCount;
    const allIds: number[] = [...groupIds];
    for (let start = 0; start < rest; start += batch) {
      const rows = Array.from({ length: Math.min(batch, rest - start) }, (_, k) => {
        const i = start + k;
        const workOrder = i % 10 === 3;
        const inGroup = !workOrder && i % 4 !== 0;
        return {
          companyId: company.id,
          name: `${pick(places, i * 3)} ${pick(buildings, i)} - ${pick(scopes, i * 11)}`,
          mainJobNum: `${workOrder ? 'WO' : 'J'}-${String(i + 1).padStart(6, '0')}`,
          parentId: inGroup ? pick(groupIds, i) : null,
          status: status(i * 3),
          isWorkOrder: workOrder,
          isJob: !workOrder,
          address: address(i),
          createdAt: created(groupCount + i),
        };
      });
      allIds.push(...(await db.insert(projects).values(rows).returning({ id: projects.id })).map((r) => r.id));
    }

    const owned = allIds.filter((_, i) => i % 20 === 0);
    for (let start = 0; start < owned.length; start += batch) {
      await db.insert(projectOwners).values(owned.slice(start, start + batch).map((projectId) => ({ projectId, accountId: account.id, companyId: company.id })));
    }
    // What autovacuum does on PostgreSQL after a bulk load; PGlite has no background
    // workers, so without it the planner has no statistics and skips the trigram indexes.
    await db.execute(sql`vacuum analyze projects`);
    await db.execute(sql`vacuum analyze project_owners`);
    return { ...login, accountId: account.id, companyId: company.id };
  });
}
