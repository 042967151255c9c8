import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { companyMemberships, userGroups } from '../../db/schema/index';
import { makeAccount, makeCompany } from '../../../test/factories';
import type { TestApp } from '../../../test/helper';
import { companyScope } from '../../platform/scope';
import { createProject, type NewProject } from './service';

type Call = (opts: InjectOptions) => Promise<LightMyRequestResponse>;

/**
 * The world the project tests share: a contractor with a buyer, a colleague and a
 * foreman whose group hides the material option, and a second contractor whose user
 * must never see the first one's projects. Used by tests only.
 */
export async function projectWorld(t: TestApp) {
  const company = await makeCompany(t.db, { services: ['tool', 'prefab'] });
  const [hiding] = await t.db.insert(userGroups).values({ companyId: company.id, name: 'Field', settings: { hide_project_material: true } }).returning();
  const buyer = await makeAccount(t.db, company.id);
  const colleague = await makeAccount(t.db, company.id);
  const foreman = await makeAccount(t.db, company.id, { userGroupId: hiding.id });
  const other = await makeCompany(t.db);
  const stranger = await makeAccount(t.db, other.id);
  const supplier = await makeCompany(t.db, { systemType: 'seller' });
  const seller = await makeAccount(t.db, supplier.id);
  const call = async (accountId: number, companyId: number): Promise<Call> => t.as(await t.signIn(accountId, companyId));
  const scope = companyScope(company.id);
  const make = (input: Partial<NewProject> & { name: string }, ownerId = buyer.id) =>
    t.db.transaction((tx) =>
      createProject(tx, scope, { id: ownerId, isStaff: false }, { main_job_num: '', is_create_group: false, is_work_order: false, status: 'active', ...input }),
    );
  return {
    company,
    other,
    supplier,
    buyer,
    colleague,
    foreman,
    stranger,
    seller,
    make,
    asBuyer: await call(buyer.id, company.id),
    asColleague: await call(colleague.id, company.id),
    asForeman: await call(foreman.id, company.id),
    asStranger: await call(stranger.id, other.id),
    asSeller: await call(seller.id, supplier.id),
    /** Makes `accountId` a member of the world's company too (a user who switches companies). */
    join: (accountId: number) => t.db.insert(companyMemberships).values({ accountId, companyId: company.id }),
  };
}
export type ProjectWorld = Awaited<ReturnType<typeof projectWorld>>;
