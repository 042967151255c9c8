import type { CartActionResult } from '@jobsite/core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../platform/db';
import type { CompanyScope } from '../../platform/scope';
import type { ProjectRow } from './queries';

/**
 * Extension points other domains use to take part in project calls without the projects
 * module knowing them: purchase orders and shipping forms refuse a deletion, cart items
 * are deleted with their project, cart-item actions join POST projects/{id}/, and the
 * orders domain answers get_last_po_num/. Each register function returns its undo
 * (tests use it).
 */

export interface ProjectRef {
  id: number;
  companyId: number;
}

/** Says why a project cannot be deleted ("This project has purchase orders."), or null. */
export interface ProjectDeletionGuard {
  name: string;
  check(tx: Tx, project: ProjectRef): Promise<string | null>;
}

/** Deletes the rows of another domain that belong to a project, inside the deletion's transaction. */
export interface ProjectDependents {
  name: string;
  remove(tx: Tx, project: ProjectRef): Promise<void>;
}

export interface ProjectActionContext {
  request: FastifyRequest;
  tx: Tx;
  scope: CompanyScope;
  project: ProjectRow;
}

export interface ProjectAction<S extends z.ZodType = z.ZodType> {
  schema: S;
  /** Refuses a caller who may not use the func (throws a 403) before anything is read or locked. */
  authorize?(request: FastifyRequest): Promise<void>;
  /** Runs inside the call's transaction (a throw rolls everything back). Undefined answers the project; the cart funcs answer a CartActionResult. */
  handle(ctx: ProjectActionContext, body: z.output<S>): Promise<CartActionResult | undefined | void>;
}

/** The last purchase-order number used on a project, from whichever domain keeps them. */
export type LastPoNumberSource = (db: DbOrTx, project: ProjectRef) => Promise<string | null>;

const guards: ProjectDeletionGuard[] = [];
const dependents: ProjectDependents[] = [];
const actions = new Map<string, ProjectAction>();
const poNumberSources: LastPoNumberSource[] = [];

function undoable<T>(list: T[], item: T): () => void {
  list.push(item);
  return () => {
    const i = list.indexOf(item);
    if (i >= 0) list.splice(i, 1);
  };
}

export const registerProjectDeletionGuard = (guard: ProjectDeletionGuard) => undoable(guards, guard);
export const registerProjectDependents = (d: ProjectDependents) => undoable(dependents, d);
export const registerLastPoNumberSource = (source: LastPoNumberSource) => undoable(poNumberSources, source);

/** Adds a func to POST projects/{id}/ (body {func, ...}); the body is validated with its schema. */
export function registerProjectAction<S extends z.ZodType>(func: string, action: ProjectAction<S>): () => void {
  if (actions.has(func)) throw new Error(`project action ${func} is registered twice`);
  actions.set(func, action as unknown as ProjectAction);
  return () => actions.delete(func);
}

export const projectDeletionGuards = (): readonly ProjectDeletionGuard[] => guards;
export const projectDependents = (): readonly ProjectDependents[] => dependents;
export const projectAction = (func: string): ProjectAction | undefined => actions.get(func);
export const projectActionNames = (): string[] => [...actions.keys()].sort();

export async function lastPoNumber(db: DbOrTx, project: ProjectRef): Promise<string | null> {
  for (const source of poNumberSources) {
    const found = await source(db, project);
    if (found) return found;
  }
  return null;
}
