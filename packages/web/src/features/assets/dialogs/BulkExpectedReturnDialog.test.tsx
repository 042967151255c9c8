import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ToolItem } from '@jobsite/core';
import { stubApi } from '../../../test/api-stub';
import { passClickThrottle } from '../../../test/click-throttle';
import { daysFromToday } from '../../../test/dates';
import { renderWithProviders } from '../../../test/render';
import { BulkExpectedReturnDialog } from './BulkExpectedReturnDialog';

afterEach(() => vi.unstubAllGlobals());

describe('bulk expected return date', () => {
  it('says a day before today is in the past at the field and sends nothing; today goes', async () => {
    const api = stubApi({ 'POST tool_items/bulk_expected_return_date/': [200, { count: 1, detail: '1 item updated' }] });
    const onDone = vi.fn();
    renderWithProviders(<BulkExpectedReturnDialog opened items={[{ id: 4 } as ToolItem]} onClose={() => {}} onDone={onDone} />);
    const dialog = await screen.findByRole('dialog', { name: 'Expected return date' });
    const date = within(dialog).getByLabelText('Expected return date');
    expect(date.getAttribute('min')).toBe(daysFromToday(0));
    fireEvent.change(date, { target: { value: daysFromToday(-1) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The expected return date cannot be in the past.')).toBeTruthy();
    expect(api.called('POST', 'tool_items/bulk_expected_return_date/')).toHaveLength(0);
    fireEvent.change(date, { target: { value: daysFromToday(0) } });
    passClickThrottle();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.called('POST', 'tool_items/bulk_expected_return_date/')[0].body).toEqual({ item_ids: [4], expected_return_date: daysFromToday(0) });
  });
});
