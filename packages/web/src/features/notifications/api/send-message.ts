import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface SendMessageInput {
  user_ids: number[];
  content: string;
}

export const sendMessage = (input: SendMessageInput) => api<{ detail: string; sent: number }>('SendMessage/', { method: 'POST', body: input });

export const useSendMessage = () => useMutation({ mutationFn: sendMessage, meta: { handlesErrors: true } });
