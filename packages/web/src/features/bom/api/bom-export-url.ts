import type { BomExportFormat } from '@jobsite/core';
import { apiUrl } from '../../../lib/api-client';

/** GET projects/{id}/bom_export/?format=: a download the browser follows (the server names the file). */
export const bomExportUrl = (projectId: number, format: BomExportFormat) => apiUrl(`projects/${projectId}/bom_export/`, { format });
