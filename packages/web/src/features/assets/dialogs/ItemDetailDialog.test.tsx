import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { item } from '../test-fixtures';
import { ItemDetailDialog } from './ItemDetailDialog';

afterEach(() => vi.unstubAllGlobals());

const bin = (id: number, code: string) => ({ id, warehouse_id: 2, name: `Rack ${code}`, code, qr_value: `jobsite:bin:${id}` });
const detail = (over: Parameters<typeof item>[1] = {}) => ({ ...item(4, over), history: [] });

describe("an item's bin", () => {
  it("warehouse staff move an item on the shelf to another bin of its warehouse", async () => {
    const api = stubApi({
      'GET tool_access/': [200, { warehouse: true }],
      'GET tool_items/4/': [200, detail()],
      'GET warehouses/2/bins/': pagedAnswer([bin(9, 'D-A1'), bin(10, 'D-B2')]),
      'PATCH tool_items/4/': [200, detail({ bin: { id: 10, code: 'D-B2' } })],
    });
    renderWithProviders(<ItemDetailDialog itemId={4} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'SDS-Plus hammer drill HD-004' }, { timeout: 5000 });
    const field = await within(dialog).findByRole('combobox', { name: 'Bin' });
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('D-A1 · Rack D-A1'));
    const save = within(dialog).getByRole('button', { name: 'Save service details' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.click(field);
    fireEvent.click(await screen.findByRole('option', { name: 'D-B2 · Rack D-B2', hidden: true }));
    await userEvent.click(save);
    await waitFor(() => expect(api.called('PATCH', 'tool_items/4/')).toHaveLength(1));
    expect(api.called('PATCH', 'tool_items/4/')[0].body).toEqual({ bin_id: 10 });
  });

  it('is not offered for an item out on a job, nor to anyone without the warehouse role', async () => {
    stubApi({ 'GET tool_access/': [200, { warehouse: true }], 'GET tool_items/4/': [200, detail({ bin: null, project: { id: 5, name: 'DMC Tower A' }, project_id: 5 })] });
    const { unmount } = renderWithProviders(<ItemDetailDialog itemId={4} onClose={() => {}} />);
    const out = await screen.findByRole('dialog', { name: 'SDS-Plus hammer drill HD-004' }, { timeout: 5000 });
    await within(out).findByRole('button', { name: 'Save service details' });
    expect(within(out).queryByRole('combobox', { name: 'Bin' })).toBeNull();
    unmount();
    vi.unstubAllGlobals();
    stubApi({ 'GET tool_access/': [200, { warehouse: false }], 'GET tool_items/4/': [200, detail()] });
    renderWithProviders(<ItemDetailDialog itemId={4} onClose={() => {}} />);
    const field = await screen.findByRole('dialog', { name: 'SDS-Plus hammer drill HD-004' }, { timeout: 5000 });
    expect(await within(field).findByText('Denver Tool Crib · bin D-A1')).toBeTruthy();
    expect(within(field).queryByRole('combobox', { name: 'Bin' })).toBeNull();
  });
});
