import { type FieldErrorTarget, handleApiError, showErrorToast, showSuccessToast, SNACKBAR_MS } from '../../lib/handle-api-error';

/** The shipping screens' messages: the app's toasts, shown for 3000 ms (spec sections 8 and 9). */
export const snackError = (error: unknown, form?: FieldErrorTarget) => handleApiError(error, { form, autoClose: SNACKBAR_MS });
export const snackSuccess = (message: string) => showSuccessToast(message, SNACKBAR_MS);
export const snackWarning = (message: string) => showErrorToast(message, SNACKBAR_MS);
