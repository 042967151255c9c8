import { notifications } from '@mantine/notifications';
import { messages } from '@jobsite/core';
import { ApiError } from './api-client';
import { presentError } from './api-errors';
import { openErrorDialog } from './error-dialog';
import { clearSession, storeRedirect } from './session';

export const TOAST_MS = 5000;

/** Shipping screens show their messages in a snackbar of 3000 ms (spec sections 8 and 9). */
export const SNACKBAR_MS = 3000;

export function showErrorToast(message: string, autoClose = TOAST_MS): void {
  notifications.show({ color: 'red', message, autoClose });
}

export function showSuccessToast(message: string, autoClose = TOAST_MS): void {
  notifications.show({ color: 'green', message, autoClose });
}

/** A form that can show server field errors next to its inputs (Mantine's useForm fits). */
export interface FieldErrorTarget {
  setFieldError(field: string, error: string): void;
  values: object;
}

/**
 * Errors already shown as a toast or the error dialog. A mutation whose hook lets the app's
 * handler show its errors, called with an onError of its own that shows them too, showed the
 * same toast twice (deleting a warehouse in use); the second call now shows nothing new.
 */
const shownErrors = new WeakSet<object>();

/** Whether this error is shown for the first time (and from now on counted as shown). */
function firstShowing(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return true;
  if (shownErrors.has(error)) return false;
  shownErrors.add(error);
  return true;
}

/**
 * The one function that turns any failed call into what the user sees: field errors on
 * the form, a red toast, the error dialog, or a trip to /login when the session is gone.
 * One error is shown once, however many handlers see it; a form still gets its field errors.
 */
export function handleApiError(error: unknown, opts: { form?: FieldErrorTarget; labels?: Record<string, string>; autoClose?: number } = {}): void {
  if (!(error instanceof ApiError)) {
    if ((error as Error)?.name === 'AbortError') return;
    if (firstShowing(error)) showErrorToast(messages.unknownError, opts.autoClose);
    return;
  }
  const shown = presentError(error.status, error.body, opts.labels);
  switch (shown.kind) {
    case 'signin':
      clearSession();
      storeRedirect(window.location.pathname + window.location.search);
      window.location.assign('/login');
      return;
    case 'toast':
      if (firstShowing(error)) showErrorToast(shown.message, opts.autoClose);
      return;
    case 'dialog':
      if (firstShowing(error)) openErrorDialog(shown.errors);
      return;
    case 'fields': {
      const form = opts.form;
      const onForm = form ? Object.keys(shown.fields).filter((f) => f in form.values) : [];
      for (const f of onForm) form!.setFieldError(f, shown.fields[f].join(' '));
      if (onForm.length < Object.keys(shown.fields).length || onForm.length === 0) {
        const rest = presentError(error.status, Object.fromEntries(Object.entries(error.body as object).filter(([k]) => !onForm.includes(k))), opts.labels);
        if (rest.kind === 'fields' && firstShowing(error)) showErrorToast(rest.lines.join('\n'), opts.autoClose);
      }
    }
  }
}
