import { useMutation } from '@tanstack/react-query';
import type { BomImport } from '@jobsite/core';
import { api } from '../../../lib/api-client';

/** POST projects/{id}/bom_import/: the file is parsed and matched; the import comes back for review. */
export function uploadBomFile(input: { projectId: number; file: File }): Promise<BomImport> {
  const form = new FormData();
  form.append('file', input.file);
  return api<BomImport>(`projects/${input.projectId}/bom_import/`, { method: 'POST', body: form });
}

export const useUploadBomFile = () => useMutation({ mutationFn: uploadBomFile, meta: { handlesErrors: true } });
