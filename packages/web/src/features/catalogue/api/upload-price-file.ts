import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CatalogueImport } from '@jobsite/core';
import { api } from '../../../lib/api-client';

export interface PriceFileUpload {
  kind: 'master' | 'price_file';
  buyerCompanyId: number | null;
  file: File;
}

export function uploadPriceFile(input: PriceFileUpload): Promise<CatalogueImport> {
  const form = new FormData();
  form.append('kind', input.kind);
  if (input.buyerCompanyId) form.append('buyer_company_id', String(input.buyerCompanyId));
  form.append('file', input.file);
  return api<CatalogueImport>('price_file/upload/', { method: 'POST', body: form });
}

export function useUploadPriceFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPriceFile,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['catalogue', 'imports'] }),
  });
}
