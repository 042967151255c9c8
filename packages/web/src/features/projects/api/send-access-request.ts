import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST projects/{id}/send_access_request_email/: mails the project's owners. */
export const sendAccessRequest = (projectId: number, message = '') =>
  api<{ detail: string }>(`projects/${projectId}/send_access_request_email/`, { method: 'POST', body: { message } });

export const useSendAccessRequest = () => useMutation({ mutationFn: (projectId: number) => sendAccessRequest(projectId) });
