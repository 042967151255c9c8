import { fireEvent, screen, waitFor } from '@testing-library/react';
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

  function open() {
    const api = stubApi({ 'POST projects/5/': [200, { items: [], removed_ids: [] }] });
    const onClose = vi.fn();
    renderWithProviders(<AddToBomDialog projectId={5} project={undefined} item={connector} option={null} onClose={onClose} />);
    return { onClose, posts: () => api.called('POST', 'projects/5/').map((c) => c.body) };
  }
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add to BOM' }));

  // One save per test: the save button ignores a second click within 200 ms.
  it('says Quantity must be greater than 0 for a zero count, and asks for half a phase code, and sends nothing', async () => {
    const { posts } = open();
    type('Quantity (packages of 50 EA)', '0');
    type('Phase code', '01');
    add();
    expect(await screen.findByText('Quantity must be greater than 0')).toBeTruthy();
    expect(screen.getByText('Please enter both phase code and name')).toBeTruthy();
    expect(posts()).toEqual([]);
  });

  it('says Quantity must be greater than 0 for an empty count', async () => {
    const { posts } = open();
    type('Quantity (packages of 50 EA)', '');
    add();
    expect(await screen.findByText('Quantity must be greater than 0')).toBeTruthy();
    expect(posts()).toEqual([]);
  });

  it('needs both rental dates on a rental line', async () => {
    const { posts } = open();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Rental' }));
    type('Rental start', '2026-05-02');
    add();
    expect(await screen.findByText('Please enter the rental start and end dates.')).toBeTruthy();
    expect(posts()).toEqual([]);
  });

  it('needs the rental end on or after the start', async () => {
    const { posts } = open();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Rental' }));
    type('Rental start', '2026-05-02');
    type('Rental end', '2026-05-01');
    add();
    expect(await screen.findByText('The rental end date must be on or after the start date.')).toBeTruthy();
    expect(posts()).toEqual([]);
  });

  it('sends add_item with the count, package, codes and rental dates as typed', async () => {
    const { onClose, posts } = open();
    type('Quantity (packages of 50 EA)', '3');
    type('Phase code', ' 01 ');
    type('Phase code name', 'Site');
    type('WBS code', ' W-1 ');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Rental' }));
    type('Rental start', '2026-05-01');
    type('Rental end', '2026-05-01');
    add();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts()).toEqual([
      {
        func: 'add_item',
        id: 41,
        package_count: 3,
        base_item_options_id: 8,
        manufacturer_id: 3,
        no_substitute: false,
        phase_code: { code: '01', name: 'Site' },
        wbs_code_1: 'W-1',
        is_rental: true,
        rental_start_date: '2026-05-01',
        rental_end_date: '2026-05-01',
      },
    ]);
  });
});
