import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface ContactUsInput {
  subject: string;
  message: string;
}

export const contactUs = (input: ContactUsInput) => api<{ detail: string }>('ContactUs/', { method: 'POST', body: input });

export const useContactUs = () => useMutation({ mutationFn: contactUs, meta: { handlesErrors: true } });
