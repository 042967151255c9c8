import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { NO_STOCK_FILTERS } from '../api/job-site-stock';
import { bins, productList } from '../test/fixtures';
import { StockFilterDialog } from './StockFilterDialog';

afterEach(() => vi.unstubAllGlobals());

const projects = { count: 2, next: null, previous: null, results: [{ id: 9, name: 'Calgary DC', main_job_num: 'J-1', is_group: false }, { id: 4, name: 'DMC Tower A', main_job_num: '', is_group: false }] };

function open(value = NO_STOCK_FILTERS) {
  stubApi({
    'GET ListProject/': [200, projects],
    'GET GetProjectProductList/': pagedAnswer([productList()]),
    'GET ProjectProductList/job_site_bins/': [200, { results: bins }],
  });
  const onApply = vi.fn();
  renderWithProviders(<StockFilterDialog value={value} onApply={onApply} onClose={() => {}} />);
  return onApply;
}

async function pick(dialog: HTMLElement, label: string, option: string | RegExp) {
  fireEvent.click(within(dialog).getByLabelText(label, { selector: 'input' }));
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('job-site stock filter', () => {
  it('a list and a bin wait for a project; all five filters are applied together', async () => {
    const onApply = open();
    const dialog = await screen.findByRole('dialog', { name: 'Job-site stock filter' });
    expect(within(dialog).getByLabelText('List', { selector: 'input' })).toHaveProperty('disabled', true);
    expect(within(dialog).getByLabelText('Bin', { selector: 'input' })).toHaveProperty('disabled', true);
    await pick(dialog, 'Project', /^Calgary DC/);
    await waitFor(() => expect(within(dialog).getByLabelText('Bin', { selector: 'input' })).toHaveProperty('disabled', false));
    await pick(dialog, 'List', 'Level 2 lighting');
    await pick(dialog, 'Bin', /^L2-B/);
    await userEvent.type(within(dialog).getByLabelText('Item'), ' EMT ');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'In stock only' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ project_id: 9, list_id: 5, bin_id: 2, search: 'EMT', in_stock: true });
  });

  it('changing the project clears the list and the bin (they belong to the other job)', async () => {
    const onApply = open({ project_id: 9, list_id: 5, bin_id: 0, search: '', in_stock: false });
    const dialog = await screen.findByRole('dialog', { name: 'Job-site stock filter' });
    await waitFor(() => expect((within(dialog).getByLabelText('Bin', { selector: 'input' }) as HTMLInputElement).value).toBe('Without a bin'));
    await pick(dialog, 'Project', 'DMC Tower A');
    expect((within(dialog).getByLabelText('Bin', { selector: 'input' }) as HTMLInputElement).value).toBe('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ project_id: 4, list_id: null, bin_id: null, search: '', in_stock: false });
  });

  it('refuses item text longer than 200 characters', async () => {
    const onApply = open();
    const dialog = await screen.findByRole('dialog', { name: 'Job-site stock filter' });
    fireEvent.change(within(dialog).getByLabelText('Item'), { target: { value: 'x'.repeat(201) } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText(/200/)).toBeTruthy();
    expect(onApply).not.toHaveBeenCalled();
  });
});
