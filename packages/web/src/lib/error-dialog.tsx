import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ErrorDialogEntry } from '@jobsite/core';

// The dialog (a modal with its focus trap and scroll lock) is fetched when the first error needs it.
const ErrorDialog = lazy(() => import('./ErrorDialog'));

/** The error dialog of spec section 8: a list of errors, some with a link to act on. */
let current: ErrorDialogEntry[] | null = null;
const listeners = new Set<() => void>();

export function openErrorDialog(errors: ErrorDialogEntry[]): void {
  current = errors;
  listeners.forEach((l) => l());
}

function closeErrorDialog(): void {
  current = null;
  listeners.forEach((l) => l());
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function ErrorDialogHost() {
  const errors = useSyncExternalStore(subscribe, () => current);
  if (errors === null) return null;
  return (
    <Suspense fallback={null}>
      <ErrorDialog errors={errors} onClose={closeErrorDialog} />
    </Suspense>
  );
}
