import { and, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { projectOpeningArea } from '@jobsite/core';
import { projects } from '../../db/schema/index';
import { registerScanResolver } from '../scanning/registry';

/** A job number opens the project where the caller works on it (procurement, or the first service their group may use). */
export function registerProjectScan(app: FastifyInstance): void {
  registerScanResolver(app, 'project', async (code, { scope, company: c, permissions }) => {
    if (code.length > 100) return null;
    const [project] = await app.db
      .select({ id: projects.id, name: projects.name, job: projects.mainJobNum })
      .from(projects)
      .where(scope.where(projects, and(ne(projects.mainJobNum, ''), sql`lower(${projects.mainJobNum}) = lower(${code})`)))
      .orderBy(projects.id)
      .limit(1);
    if (!project) return null;
    const area = projectOpeningArea(
      { procurement_services: c.procurementServices, tool_services: c.toolServices, prefab_services: c.prefabServices, inventory_services: c.inventoryServices, temp_power_services: c.tempPowerServices },
      permissions,
    );
    return { id: project.id, label: `${project.job} — ${project.name}`, link: `/project/${area ?? 'settings'}/${project.id}` };
  });
}
