import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttachmentKind, ShippingAttachment, ShippingForm } from '@jobsite/core';
import { shippingKeys } from '../../../components/shipping/api';
import { api } from '../../../lib/api-client';
import { useFormChange } from './form-change';

/** POST {id}/remove_attachment/. */
export const useRemoveAttachment = (id: number) => useFormChange<{ attachment_key: string }>(id, 'remove_attachment/');

export interface UploadInput {
  file: Blob;
  /** The name it is stored under (de-duplicated by the caller). */
  name: string;
  kind: AttachmentKind;
}

/** POST {id}/upload_attachment/ (multipart `file` and `kind`): the stored attachment and the form. */
export function useUploadAttachment(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ file, name, kind }: UploadInput) => {
      const body = new FormData();
      body.append('kind', kind);
      body.append('file', file, name);
      return api<{ attachment: ShippingAttachment; form: ShippingForm }>(`ShippingForms/${id}/upload_attachment/`, { method: 'POST', body });
    },
    onSuccess: (r) => qc.setQueryData(shippingKeys.form(id), r.form),
    meta: { handlesErrors: true },
  });
}
