import { queryOptions, useMutation } from '@tanstack/react-query';
import type { BomImport, BomImportDuplicates, BomImportPatch } from '@jobsite/core';
import { api } from '../../../lib/api-client';

export interface CommitBomImportInput {
  projectId: number;
  importId: number;
  /** The decisions of the review step (PATCH first, then commit); none when nothing was decided. */
  decisions: BomImportPatch['lines'];
  /** What to do with a line already in the BOM: add to its quantity, or add a new line. */
  onDuplicate: 'merge' | 'add';
}

/** GET .../duplicates/: the import's lines that repeat a line already in the BOM. */
export const bomImportDuplicatesQuery = (projectId: number, importId: number) =>
  queryOptions({ queryKey: ['bom-import', importId, 'duplicates'], queryFn: () => api<BomImportDuplicates>(`projects/${projectId}/bom_import/${importId}/duplicates/`) });

/** PATCH projects/{id}/bom_import/{importId}/ with the review's decisions, then POST .../commit/. */
export async function commitBomImport({ projectId, importId, decisions, onDuplicate }: CommitBomImportInput): Promise<BomImport> {
  const path = `projects/${projectId}/bom_import/${importId}/`;
  if (decisions.length) await api<BomImport>(path, { method: 'PATCH', body: { lines: decisions } });
  return api<BomImport>(`${path}commit/`, { method: 'POST', body: { on_duplicate: onDuplicate } });
}

/** The page says what to refresh once lines exist (the cart-item list and its summary). */
export const useCommitBomImport = (onImported: () => unknown) =>
  useMutation({ mutationFn: commitBomImport, meta: { handlesErrors: true }, onSuccess: () => onImported() });
