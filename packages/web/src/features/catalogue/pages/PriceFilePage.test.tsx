import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CatalogueImport } from '@jobsite/core';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import { catalogueRoutes } from '../routes';

const job = (status: CatalogueImport['status']): CatalogueImport => ({
  id: 7,
  kind: 'price_file',
  status,
  file_name: 'harbor-2026.csv',
  buyer_company: { id: 4, name: 'Harbor Build Co' },
  total_rows: 2,
  processed_rows: status === 'completed' ? 2 : 0,
  created_items: 0,
  updated_items: 0,
  prices_written: status === 'completed' ? 2 : 0,
  errors: [],
  error_count: 0,
  detail: null,
  created_at: '2026-12-02T10:34:00Z',
  finished_at: status === 'completed' ? '2026-12-02T10:34:02Z' : null,
});

describe('price file imports', { timeout: 20_000 }, () => {
  it('keeps the recent imports current while one of them runs', async () => {
    signInForTest({ systemType: 'seller' });
    let asked = 0;
    const api = stubApi({ 'GET price_file/imports/': () => [200, pagedAnswer([job(asked++ < 1 ? 'importing' : 'completed')])[1]], 'GET price_file/buyer_companies/': [200, []] });
    renderRoutes(catalogueRoutes, '/price_file');
    const row = await screen.findByRole('row', { name: /harbor-2026\.csv/ }, { timeout: 5000 });
    expect(within(row).getByText('Importing…')).toBeTruthy();
    expect(await within(await screen.findByRole('row', { name: /harbor-2026\.csv.*Imported/ }, { timeout: 5000 })).findByText('Imported')).toBeTruthy();
    const calls = api.called('GET', 'price_file/imports/').length;
    await new Promise((r) => setTimeout(r, 1200));
    // finished: no more polling
    expect(api.called('GET', 'price_file/imports/').length).toBe(calls);
  });
});
