import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import { BinSummary } from './BinSummary';

afterEach(() => vi.unstubAllGlobals());

const onSite = {
  results: [
    { bin: { id: 1, code: 'GB-1', name: 'Gang box' }, item_count: 4, quantity: 2950 },
    { bin: { id: 2, code: 'TR-A', name: 'Trailer' }, item_count: 1, quantity: 200 },
  ],
};

describe('the job site’s bins summary', () => {
  it('shows each bin with stock, the chosen one checked', async () => {
    signInForTest();
    stubApi({ 'GET ProjectProductList/job_warehouse_stock/': [200, onSite] });
    renderWithProviders(<BinSummary projectId={7} binId={2} binCode="TR-A" onChoose={() => {}} />);
    const group = await screen.findByRole('group', { name: 'Bins on this job site' });
    expect(within(group).getAllByRole('checkbox').map((c) => [c.closest('label')?.textContent ?? c.parentElement?.textContent, (c as HTMLInputElement).checked])).toEqual([
      [expect.stringContaining('GB-1 · 4 items, 2,950'), false],
      [expect.stringContaining('TR-A · 1 item, 200'), true],
    ]);
  });

  it('shows a chosen bin that holds nothing (a scanned bin label), checked, and choosing it again clears the filter', async () => {
    signInForTest();
    stubApi({ 'GET ProjectProductList/job_warehouse_stock/': [200, onSite] });
    const onChoose = vi.fn();
    renderWithProviders(<BinSummary projectId={7} binId={3} binCode="ER-104" onChoose={onChoose} />);
    const group = await screen.findByRole('group', { name: 'Bins on this job site' });
    const empty = within(group).getByRole('checkbox', { name: 'ER-104 · nothing on site' });
    expect((empty as HTMLInputElement).checked).toBe(true);
    expect(within(group).getAllByRole('checkbox')).toHaveLength(3);
    await userEvent.click(empty);
    expect(onChoose).toHaveBeenCalledWith(null);
  });
});
