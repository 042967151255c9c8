import type { Tx } from './db';
import { badRequest } from './errors';

/**
 * A list other modules add to while they load (a project's deletion guards, a warehouse's, the
 * sources of a project's last PO number), so the module that owns a record hears from the
 * domains that depend on it without knowing them. `add` answers its undo (tests use it).
 */
export function extensionList<T>() {
  const items: T[] = [];
  return {
    add(item: T): () => void {
      items.push(item);
      return () => {
        const i = items.indexOf(item);
        if (i >= 0) items.splice(i, 1);
      };
    },
    all: (): readonly T[] => items,
  };
}

/** Says why a record cannot be deleted ("This project has purchase orders."), or null. */
export interface DeletionGuard<Ref> {
  name: string;
  check(tx: Tx, record: Ref): Promise<string | null>;
}

/** Refuses a deletion (400) with every guard's reason, one after another, when any guard refuses. */
export async function refuseGuardedDeletion<Ref>(tx: Tx, guards: readonly DeletionGuard<Ref>[], record: Ref): Promise<void> {
  const refusals: string[] = [];
  for (const guard of guards) {
    const refusal = await guard.check(tx, record);
    if (refusal) refusals.push(refusal);
  }
  if (refusals.length) throw badRequest(refusals.join(' '));
}
