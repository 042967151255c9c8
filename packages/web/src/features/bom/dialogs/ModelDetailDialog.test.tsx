import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ItemDetail } from '@jobsite/core';
import { stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { makeLine } from '../test/fixtures';
import { ModelDetailDialog } from './ModelDetailDialog';

afterEach(() => vi.unstubAllGlobals());

const reel: ItemDetail = {
  id: 101,
  base_item_code: 'THHN-12',
  product_code: '',
  description: 'THHN 12 AWG',
  unit: 'FT',
  unit_price: 0.21,
  image_url: null,
  category: { id: 1, name: 'Wire' },
  product_group: { id: 1, code: 'W', name: 'Building wire' },
  manufacturer: null,
  options: [{ id: 21, name: 'Reel', package_quantity: 2500, is_default: true }],
  spec_data: {},
  link: '',
  manufacturers: [],
  owner_company: null,
  can_edit: false,
  contract_prices: [],
};

describe('model detail', () => {
  it('writes the package size and what a hold for release has left as every screen does (2,500 FT, 1,200 FT)', async () => {
    stubApi({ 'GET GetItemDetail/': [200, reel] });
    const line = makeLine(1, { hfr_item: { id: 70, release_number: 'REL-70', supplier: null, quantity_available: 1200 } });
    renderWithProviders(<ModelDetailDialog projectId={9} line={line} onClose={() => {}} />);
    const catalogue = await screen.findByRole('table', { name: 'Catalogue data' }, { timeout: 5000 });
    expect(within(catalogue).getByRole('row', { name: /Packages/ }).textContent).toBe('PackagesReel (2,500 FT)');
    expect(within(screen.getByRole('table', { name: 'Line' })).getByRole('row', { name: /Hold for release/ }).textContent).toBe('Hold for releaseREL-70 · 1,200 FT available');
  });
});
