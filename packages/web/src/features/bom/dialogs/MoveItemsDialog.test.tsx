import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { result } from '../test/fixtures';
import { MoveItemsDialog } from './MoveItemsDialog';

afterEach(() => vi.unstubAllGlobals());

const project = (id: number, name: string, extra = {}) => ({ id, name, main_job_num: '', is_group: false, ...extra });

describe('move lines to another project', () => {
  it('offers the other projects (not this one, not groups) and moves the lines to the one picked', async () => {
    const api = stubApi({
      'GET ListProject/': pagedAnswer([project(9, 'Tower A'), project(10, 'Tower B', { main_job_num: 'J-10' }), project(11, 'Campus', { is_group: true })]),
      'POST projects/9/': () => result([]),
    });
    const onClose = vi.fn();
    const onMoved = vi.fn();
    renderWithProviders(<MoveItemsDialog projectId={9} ids={[1, 2]} onClose={onClose} onMoved={onMoved} />);
    const target = await screen.findByRole('radio', { name: 'Tower B (Job # J-10)' });
    expect(screen.queryByRole('radio', { name: 'Tower A' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Campus' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Move' })).toHaveProperty('disabled', true);
    fireEvent.click(target);
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onMoved).toHaveBeenCalled();
    expect(api.called('POST', 'projects/9/').map((c) => c.body)).toEqual([{ func: 'move_items_to_another_project', to_project_id: 10, item_id_list: [1, 2] }]);
  });

  it('says the projects could not be searched, where it said no other project matches, and Try again asks again', async () => {
    let fail = true;
    const api = stubApi({ 'GET ListProject/': () => (fail ? [503, { detail: 'Down for maintenance' }] : pagedAnswer([project(10, 'Tower B')])) });
    renderWithProviders(<MoveItemsDialog projectId={9} ids={[1]} onClose={() => {}} onMoved={() => {}} />);
    expect(await screen.findByText('Projects could not be searched', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByText('No other project matches.')).toBeNull();
    const asked = api.called('GET', 'ListProject/').length;
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: 'Tower B' })).toBeTruthy();
    expect(api.called('GET', 'ListProject/').length).toBe(asked + 1);
  });
});
