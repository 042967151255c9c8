import type { CartActionResult } from '@jobsite/core';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../platform/db';
import { type DeletionGuard, extensionList } from '../../platform/extensions';
import type { CompanyScope } from '../../platform/scope';
import type { ProjectCaller } from './caller';
import type { ProjectRow } from './queries';

/**
 * Extension points other domains use to take part in project calls without the projects
 * module knowing them: purchase orders and shipping forms refuse a deletion, cart items
 * are deleted with their project, and the orders domain answers get_last_po_num/. Each
 * register function returns its undo (tests use it). The funcs of POST projects/{id}/ are
 * not registered here: app.ts hands their table to the projects routes (decision record 020).
 */

export interface ProjectRef {
  id: number;
  companyId: number;
}

/** Says why a project cannot be deleted ("This project has purchase orders."), or null. */
export type ProjectDeletionGuard = DeletionGuard<ProjectRef>;

/** Deletes the rows of another domain that belong to a project, inside the deletion's transaction. */
export interface ProjectDependents {
  name: string;
  remove(tx: Tx, project: ProjectRef): Promise<void>;
}

export interface ProjectActionContext {
  caller: ProjectCaller;
  tx: Tx;
  scope: CompanyScope;
  project: ProjectRow;
}

/** A func's body schema: an object (or a union of objects) whose `func` is a literal, so the funcs form one union discriminated on it. */
export type ProjectActionSchema = z.ZodType & z.core.$ZodTypeDiscriminable;

export interface ProjectAction<S extends ProjectActionSchema = ProjectActionSchema> {
  schema: S;
  /** Refuses a caller who may not use the func (throws a 403) before anything is read or locked. */
  authorize?(caller: ProjectCaller): void;
  /** Runs inside the call's transaction (a throw rolls everything back). Undefined answers the project; the cart funcs answer a CartActionResult. */
  handle(ctx: ProjectActionContext, body: z.output<S>): Promise<CartActionResult | undefined | void>;
}

/** The funcs of POST projects/{id}/ (body {func, ...}) a domain offers, by func name. */
export type ProjectActions = Readonly<Record<string, ProjectAction>>;

/** Types a handler against its own schema, then keeps it in a table of any funcs. */
export const projectAction = <S extends ProjectActionSchema>(action: ProjectAction<S>): ProjectAction => action as unknown as ProjectAction;

/** The last purchase-order number used on a project, from whichever domain keeps them. */
export type LastPoNumberSource = (db: DbOrTx, project: ProjectRef) => Promise<string | null>;

const guards = extensionList<ProjectDeletionGuard>();
const dependents = extensionList<ProjectDependents>();
const poNumberSources = extensionList<LastPoNumberSource>();

export const registerProjectDeletionGuard = guards.add;
export const registerProjectDependents = dependents.add;
export const registerLastPoNumberSource = poNumberSources.add;

export const projectDeletionGuards = guards.all;
export const projectDependents = dependents.all;

export async function lastPoNumber(db: DbOrTx, project: ProjectRef): Promise<string | null> {
  for (const source of poNumberSources.all()) {
    const found = await source(db, project);
    if (found) return found;
  }
  return null;
}
