import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { makeLine, result } from '../test/fixtures';
import { RentalDatesDialog } from './RentalDatesDialog';

afterEach(() => vi.unstubAllGlobals());

function open(line = makeLine(3, { is_rental: true, rental_start_date: '2026-05-01', rental_end_date: '2026-05-10' })) {
  const api = stubApi({ 'POST ProjectRentalItemUpdate/': () => result([line]) });
  const onClose = vi.fn();
  renderWithProviders(<RentalDatesDialog projectId={9} line={line} onClose={onClose} />);
  return { onClose, posts: () => api.called('POST', 'ProjectRentalItemUpdate/').map((c) => c.body) };
}
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('rental dates dialog', () => {
  // One save per test: the save button ignores a second click within 200 ms.
  it('needs both dates, and sends nothing without them', async () => {
    const { posts } = open(makeLine(3));
    expect(screen.getByText('Make rental')).toBeTruthy();
    type('Start date', '2026-05-02');
    save();
    expect(await screen.findByText('Please enter the rental start and end dates.')).toBeTruthy();
    type('End date', '2026-05-01');
    expect(screen.queryByText('Please enter the rental start and end dates.')).toBeNull();
    expect(posts()).toEqual([]);
  });

  it('needs the end on or after the start', async () => {
    const { posts } = open();
    type('End date', '2026-04-30');
    save();
    expect(await screen.findByText('The rental end date must be on or after the start date.')).toBeTruthy();
    expect(posts()).toEqual([]);
  });

  it('closes without a call when the dates did not change', async () => {
    const { onClose, posts } = open();
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts()).toEqual([]);
  });

  it('sends the new dates', async () => {
    const { onClose, posts } = open();
    type('End date', '2026-05-01');
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts()).toEqual([{ project_id: 9, item_id: 3, rental_start_date: '2026-05-01', rental_end_date: '2026-05-01' }]);
  });
});
