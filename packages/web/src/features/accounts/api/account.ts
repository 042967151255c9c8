import { queryOptions } from '@tanstack/react-query';
import type { Account } from '@jobsite/core';
import { api } from '../../../lib/api-client';

/** GET accounts/{id}/ */
export const getAccount = (id: number | string) => api<Account>(`accounts/${encodeURIComponent(String(id))}/`);

export const accountQuery = (id: number | string) => queryOptions({ queryKey: ['accounts', String(id)], queryFn: () => getAccount(id) });
