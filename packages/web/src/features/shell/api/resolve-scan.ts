import { useMutation } from '@tanstack/react-query';
import type { ScanMatch } from '@jobsite/core';
import { api } from '../../../lib/api-client';

export const resolveScan = (code: string) => api<ScanMatch>('scan/resolve/', { method: 'POST', body: { code } });

export const useResolveScan = () => useMutation({ mutationFn: resolveScan });
