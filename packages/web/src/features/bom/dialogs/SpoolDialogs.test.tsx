import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { passClickThrottle } from '../../../test/click-throttle';
import { renderWithProviders } from '../../../test/render';
import { makeLine, result } from '../test/fixtures';
import { SpoolDialog } from './SpoolDialog';
import { SpoolEditorDialog } from './SpoolEditorDialog';

afterEach(() => vi.unstubAllGlobals());

const spool = { id: 40, spool_number: 'SP-7', spool_tag: 'Feeder A', stack_layers: 2 };
const onSpool = [1, 2, 3].map((id) => makeLine(id, { spool }));
const page = (lines = onSpool) => pagedAnswer(lines);

function edit() {
  const api = stubApi({ 'GET projects/9/retrieve_cart_items/': page(), 'POST projects/9/': () => result(onSpool) });
  const onClose = vi.fn();
  renderWithProviders(<SpoolEditorDialog projectId={9} spool={spool} onClose={onClose} />);
  return { api, onClose, posts: () => api.called('POST', 'projects/9/').map((c) => c.body) };
}
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('the spool editor', () => {
  it('lists the lines on the spool, read by spool_id whatever the screen shows', async () => {
    const { api } = edit();
    const list = await screen.findByRole('list', { name: 'Lines on this spool' });
    expect(within(list).getAllByRole('listitem').map((i) => i.getAttribute('aria-label'))).toEqual(['ATC-EMT01', 'ATC-EMT02', 'ATC-EMT03']);
    expect(api.called('GET', 'projects/9/retrieve_cart_items/')[0].query.get('spool_id')).toBe('40');
  });

  it('sends the changed fields and the lines left on it in one update_spool_items', async () => {
    const { onClose, posts } = edit();
    fireEvent.click(await screen.findByRole('button', { name: 'Take ATC-EMT02 off the spool' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Spool tag' }), { target: { value: 'Feeder B' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Stack layers' }), { target: { value: '3' } });
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts()).toEqual([{ func: 'update_spool_items', spool_id: 40, item_id_list: [1, 3], spool_tag: 'Feeder B', stack_layers: 3 }]);
  });

  it('renames the spool without touching its lines', async () => {
    const { posts } = edit();
    await screen.findByRole('list', { name: 'Lines on this spool' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Spool number' }), { target: { value: 'SP-8 ' } });
    save();
    await waitFor(() => expect(posts()).toEqual([{ func: 'update_spool_items', spool_id: 40, item_id_list: [1, 2, 3], spool_number: 'SP-8' }]));
  });

  it('just closes when nothing changed, and asks for a spool number when it is emptied', async () => {
    const { onClose, posts } = edit();
    await screen.findByRole('list', { name: 'Lines on this spool' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Spool number' }), { target: { value: ' ' } });
    save();
    await screen.findByText('Please enter a spool number.');
    passClickThrottle();
    fireEvent.change(screen.getByRole('textbox', { name: 'Spool number' }), { target: { value: 'SP-7' } });
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts()).toEqual([]);
  });

  it('taking every line off says the spool goes, and sends an empty list', async () => {
    const { posts } = edit();
    for (const code of ['ATC-EMT01', 'ATC-EMT02', 'ATC-EMT03']) fireEvent.click(await screen.findByRole('button', { name: `Take ${code} off the spool` }));
    await screen.findByText('With no lines left, the spool goes.');
    save();
    await waitFor(() => expect(posts()).toEqual([{ func: 'update_spool_items', spool_id: 40, item_id_list: [] }]));
  });
});

describe('add to a spool (bulk)', () => {
  function open(ids: number[]) {
    const api = stubApi({
      'GET projects/9/retrieve_spools/': [200, [{ ...spool, item_count: 3 }, { id: 41, spool_number: 'SP-9', spool_tag: '', stack_layers: 1, item_count: 1 }]],
      'GET projects/9/retrieve_cart_items/': page(),
      'POST projects/9/': () => result(onSpool),
    });
    const onClose = vi.fn();
    renderWithProviders(<SpoolDialog projectId={9} ids={ids} onClose={onClose} />);
    return { api, onClose, posts: () => api.called('POST', 'projects/9/').map((c) => c.body) };
  }

  it('still makes a new spool with add_spool', async () => {
    const { posts } = open([5, 6]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Spool number' }), { target: { value: 'SP-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add spool' }));
    await waitFor(() => expect(posts()).toEqual([{ func: 'add_spool', item_id_list: [5, 6], spool_number: 'SP-10', spool_tag: '', stack_layers: 1 }]));
  });

  it('asks for a spool number for a new spool before sending', async () => {
    const { posts } = open([5, 6]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Spool number' }), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add spool' }));
    await screen.findByText('Please enter a spool number.');
    expect(posts()).toEqual([]);
  });

  it('adds the lines to an existing spool: its lines and these, in one update_spool_items', async () => {
    const { api, onClose, posts } = open([5, 2]);
    fireEvent.click(screen.getByRole('radio', { name: 'Existing spool' }));
    await waitFor(() => expect(screen.getByLabelText('Spool', { selector: 'input' })).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByLabelText('Spool', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'SP-7 · Feeder A (3 lines)', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to spool' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.called('GET', 'projects/9/retrieve_cart_items/')[0].query.get('spool_id')).toBe('40');
    expect(posts()).toEqual([{ func: 'update_spool_items', spool_id: 40, item_id_list: [1, 2, 3, 5] }]);
  });

  it('asks for a spool before sending', async () => {
    const { posts } = open([5]);
    fireEvent.click(screen.getByRole('radio', { name: 'Existing spool' }));
    await screen.findByLabelText('Spool', { selector: 'input' });
    await waitFor(() => expect(screen.getByLabelText('Spool', { selector: 'input' })).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByRole('button', { name: 'Add to spool' }));
    await screen.findByText('Select a spool.');
    expect(posts()).toEqual([]);
  });

  it("says when the project's spools could not be loaded, where it said the project has none, and Try again asks again", async () => {
    let fail = true;
    const api = stubApi({ 'GET projects/9/retrieve_spools/': () => (fail ? [500] : [200, [{ ...spool, item_count: 3 }]]) });
    renderWithProviders(<SpoolDialog projectId={9} ids={[5]} onClose={() => {}} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Existing spool' }));
    expect(await screen.findByText("The project's spools could not be loaded", {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByPlaceholderText('This project has no spools yet')).toBeNull();
    const asked = api.called('GET', 'projects/9/retrieve_spools/').length;
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByLabelText('Spool', { selector: 'input' })).toHaveProperty('disabled', false));
    expect(api.called('GET', 'projects/9/retrieve_spools/').length).toBe(asked + 1);
  });
});
