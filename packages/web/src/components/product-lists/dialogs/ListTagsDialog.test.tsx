import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductList } from '@jobsite/core';
import { stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { ListTagsDialog } from './ListTagsDialog';
import { passClickThrottle } from '../../../test/click-throttle';

afterEach(() => vi.unstubAllGlobals());

const list = { id: 5, project_id: 9, name: 'Level 2 lighting', tags: [{ id: 1, name: 'Rough-in', color: 'blue' }] } as ProductList;

describe('update list tag', () => {
  it('a new tag needs a name and a colour the server accepts; created, it is ticked and saved with the others', async () => {
    const api = stubApi({
      'GET ProjectProductListTags/': [200, { results: [{ id: 1, name: 'Rough-in', color: 'blue' }] }],
      'POST ProjectProductListTags/create/': (body) => [201, { id: 2, ...(body as object) }],
      'POST ProjectProductList/5/update_tag/': [200, { ...list, tags: [] }],
    });
    const onClose = vi.fn();
    renderWithProviders(<ListTagsDialog projectId={9} list={list} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Update list tag' });
    await within(dialog).findByRole('checkbox', { name: 'Rough-in' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create tag' }));
    expect(await within(dialog).findByText('Please enter a tag name.')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Tag name'), 'Urgent');
    const colour = within(dialog).getByLabelText('Colour');
    await userEvent.clear(colour);
    await userEvent.type(colour, 'not-a-colour');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create tag' }));
    expect(await within(dialog).findByText('Use a colour like #1c7ed6 or a colour name such as blue.')).toBeTruthy();
    expect(api.called('POST', 'ProjectProductListTags/create/')).toHaveLength(0);

    await userEvent.clear(colour);
    await userEvent.type(colour, '#fa5252');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create tag' }));
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: 'Urgent' })).toHaveProperty('checked', true));
    expect(api.called('POST', 'ProjectProductListTags/create/')[0].body).toEqual({ name: 'Urgent', color: '#fa5252' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.called('POST', 'ProjectProductList/5/update_tag/')[0].body).toEqual({ tag_ids: [1, 2] });
  });

  it('unchanged tags just close', async () => {
    const api = stubApi({ 'GET ProjectProductListTags/': [200, { results: [{ id: 1, name: 'Rough-in', color: 'blue' }] }] });
    const onClose = vi.fn();
    renderWithProviders(<ListTagsDialog projectId={9} list={list} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Update list tag' });
    await within(dialog).findByRole('checkbox', { name: 'Rough-in' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onClose).toHaveBeenCalled();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('renames and recolours a tag (a taken name shows the server’s words), and deletes one only after asking', async () => {
    const tags = [
      { id: 1, name: 'Rough-in', color: 'blue' },
      { id: 3, name: 'Trim', color: '#40c057' },
    ];
    const api = stubApi({
      'GET ProjectProductListTags/': [200, { results: tags }],
      'POST ProjectProductListTags/1/update/': (body) =>
        (body as { name?: string }).name === 'Trim' ? [400, { name: ['A tag with this name exists already.'] }] : [200, { ...tags[0], ...(body as object) }],
      'POST ProjectProductListTags/1/remove/': [200, { results: [tags[1]] }],
      'POST ProjectProductList/5/update_tag/': [200, { ...list, tags: [] }],
    });
    const onClose = vi.fn();
    renderWithProviders(<ListTagsDialog projectId={9} list={list} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Update list tag' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Edit tag Rough-in' }));
    const name = within(dialog).getByLabelText('New name for Rough-in');
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save tag' }));
    expect(await within(dialog).findByText('Please enter a tag name.')).toBeTruthy();
    await userEvent.type(name, 'Trim');
    passClickThrottle(); // the person's next try, past the 200 ms double-tap guard
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save tag' }));
    expect(await within(dialog).findByText('A tag with this name exists already.')).toBeTruthy();
    await userEvent.clear(name);
    await userEvent.type(name, 'Rough-in L2');
    const colour = within(dialog).getByLabelText('Colour of Rough-in');
    await userEvent.clear(colour);
    await userEvent.type(colour, '#fa5252');
    passClickThrottle();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save tag' }));
    expect(await within(dialog).findByRole('checkbox', { name: 'Rough-in L2' })).toBeTruthy();
    expect(api.called('POST', 'ProjectProductListTags/1/update/').map((c) => c.body)).toEqual([{ name: 'Trim' }, { name: 'Rough-in L2', color: '#fa5252' }]);

    // delete: asked first; cancel keeps it
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete tag Rough-in L2' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete tag' });
    expect(within(confirm).getByText('Remove tag Rough-in L2 from every list?')).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete tag' })).toBeNull());
    expect(api.called('POST', 'ProjectProductListTags/1/remove/')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete tag Rough-in L2' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete tag' })).getByRole('button', { name: 'Delete tag' }));
    await waitFor(() => expect(within(dialog).queryByRole('checkbox', { name: 'Rough-in L2' })).toBeNull());
    expect(api.called('POST', 'ProjectProductListTags/1/remove/')).toHaveLength(1);
    // the list carried it: nothing else to save, so Save just closes
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onClose).toHaveBeenCalled();
    expect(api.called('POST', 'ProjectProductList/5/update_tag/')).toHaveLength(0);
  });
});
