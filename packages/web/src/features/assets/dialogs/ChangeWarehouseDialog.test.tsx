import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { item } from '../test-fixtures';
import { ChangeWarehouseDialog } from './ChangeWarehouseDialog';

afterEach(() => vi.unstubAllGlobals());

const crib = { id: 2, name: 'Denver Tool Crib', type: 'Tools' };
const north = { id: 4, name: 'North Yard', type: 'Tools' };
const bin = (id: number, warehouse_id: number, code: string) => ({ id, warehouse_id, name: `Rack ${code}`, code, qr_value: `jobsite:bin:${id}` });

const open = () => {
  const api = stubApi({
    'GET warehouses/': pagedAnswer([crib, north]),
    'GET warehouses/2/bins/': pagedAnswer([bin(9, 2, 'D-A1'), bin(10, 2, 'D-B2')]),
    'GET warehouses/4/bins/': pagedAnswer([bin(20, 4, 'N-1')]),
    'POST tool_items/change_warehouse/': [200, { detail: '2 items moved.', count: 2 }],
  });
  const onDone = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(<ChangeWarehouseDialog opened items={[item(4), item(5)]} onClose={onClose} onDone={onDone} />);
  return { api, onDone, onClose };
};
const choose = async (dialog: HTMLElement, field: string, option: string) => {
  fireEvent.click(within(dialog).getByRole('combobox', { name: field }));
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
};

describe('change warehouse, with a bin', () => {
  it('moves the items to a bin of their own warehouse: a bin change, not "unchanged"', async () => {
    const { api, onDone, onClose } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Change warehouse' });
    await choose(dialog, 'Bin', 'D-B2 · Rack D-B2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.called('POST', 'tool_items/change_warehouse/')).toHaveLength(1));
    expect(api.called('POST', 'tool_items/change_warehouse/')[0].body).toEqual({ item_ids: [4, 5], warehouse_id: 2, bin_id: 10 });
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(onClose).not.toHaveBeenCalled();
  });

  it("offers the new warehouse's bins once it is chosen, and sends the one picked", async () => {
    const { api } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Change warehouse' });
    await choose(dialog, 'Warehouse', 'North Yard');
    await waitFor(() => expect(api.called('GET', 'warehouses/4/bins/')).toHaveLength(1));
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Bin' }));
    expect(await screen.findByRole('option', { name: 'N-1 · Rack N-1', hidden: true })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'D-A1 · Rack D-A1', hidden: true })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: 'N-1 · Rack N-1', hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.called('POST', 'tool_items/change_warehouse/')).toHaveLength(1));
    expect(api.called('POST', 'tool_items/change_warehouse/')[0].body).toEqual({ item_ids: [4, 5], warehouse_id: 4, bin_id: 20 });
  });

  it('just closes when neither the warehouse nor a bin was chosen', async () => {
    const { api, onClose } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Change warehouse' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onClose).toHaveBeenCalled();
    expect(api.called('POST', 'tool_items/change_warehouse/')).toHaveLength(0);
  });
});
