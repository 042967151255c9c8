import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueItem } from '@jobsite/core';
import { stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { AddToBomDialog } from './AddToBomDialog';

afterEach(() => vi.unstubAllGlobals());

const connector: CatalogueItem = {
  id: 41,
  base_item_code: 'BRI-230DCST',
  product_code: '',
  description: '1/2 in EMT set screw connector',
  unit: 'EA',
  unit_price: 0.6156,
  image_url: null,
  category: { id: 1, name: 'Fittings' },
  product_group: { id: 2, code: 'EMTF', name: 'EMT Fittings' },
  manufacturer: { id: 3, name: 'Bridgeport' },
  options: [
    { id: 7, name: 'Each', package_quantity: 1, is_default: false },
    { id: 8, name: 'Box of 50', package_quantity: 50, is_default: true },
  ],
  your_price: { price: 0.4325, source: 'contract', supplier_name: 'Metro Electric Supply' },
};

describe('add to BOM dialog', () => {
  it('says the price the buyer pays and where it comes from, and what a package count makes before adding', async () => {
    const api = stubApi({ 'POST projects/5/': [200, { items: [] }] });
    renderWithProviders(<AddToBomDialog projectId={5} project={undefined} item={connector} option={connector.options[1]} onClose={() => {}} />);
    expect((await screen.findByTestId('your-price')).textContent).toBe('$0.4325 / EA · contract price (Metro Electric Supply)');
    const quantity = screen.getByLabelText('Quantity (packages of 50 EA)');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '100');
    expect(await screen.findByText('= 5,000 EA · $2,162.50')).toBeTruthy();
    expect(api.called('POST', 'projects/5/')).toHaveLength(0);
  });
});
