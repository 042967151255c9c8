import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { WarehousesSection } from './WarehousesSection';

afterEach(() => {
  vi.unstubAllGlobals();
  // the notifications store outlives a test's render
  act(() => notifications.clean());
});

const crib = { id: 3, name: 'Denver Tool Crib', type: 'Tools', is_active: true, is_default: true, address: null, bin_count: 4 };
const yard = { id: 4, name: 'Old Yard', type: 'Stock', is_active: false, is_default: false, address: null, bin_count: 0 };

describe('warehouses in company settings', () => {
  it('marks an inactive warehouse, and keeps a warehouse active or not as the Active switch says', async () => {
    const api = stubApi({ 'GET warehouses/': pagedAnswer([crib, yard]), 'PUT warehouses/3/': (body) => [200, { ...crib, ...(body as object) }], 'PUT warehouses/4/': (body) => [200, { ...yard, ...(body as object) }] });
    renderWithProviders(<WarehousesSection />);
    const rows = await screen.findAllByRole('row');
    const [cribRow, yardRow] = rows.slice(1);
    expect(within(yardRow).getByText('Inactive')).toBeTruthy();
    expect(within(cribRow).queryByText('Inactive')).toBeNull();

    // Renaming the inactive yard keeps it inactive (the server's default would make it active again).
    fireEvent.click(within(yardRow).getByRole('button', { name: 'Edit' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Warehouse name' }), { target: { value: 'Old Yard North' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save warehouse' }));
    await waitFor(() => expect(api.called('PUT', 'warehouses/4/')).toHaveLength(1));
    expect(api.called('PUT', 'warehouses/4/')[0].body).toEqual({ name: 'Old Yard North', type: 'Stock', is_active: false });

    fireEvent.click(within(cribRow).getByRole('button', { name: 'Edit' }));
    fireEvent.click(await screen.findByRole('switch', { name: /^Active/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save warehouse' }));
    await waitFor(() => expect(api.called('PUT', 'warehouses/3/')).toHaveLength(1));
    expect(api.called('PUT', 'warehouses/3/')[0].body).toEqual({ name: 'Denver Tool Crib', type: 'Tools', is_active: false });
  });

  it("says once why a warehouse in use cannot be deleted, and keeps it", async () => {
    const why = '29 items belong to this warehouse: move them to another warehouse first (Change warehouse, on the items page).';
    const api = stubApi({ 'GET warehouses/': pagedAnswer([crib]), 'DELETE warehouses/3/': [400, { detail: why }] });
    renderWithProviders(<WarehousesSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete warehouse' }));
    await screen.findByText(why);
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.getAllByText(why)).toHaveLength(1);
    expect(api.called('DELETE', 'warehouses/3/')).toHaveLength(1);
  });
});
