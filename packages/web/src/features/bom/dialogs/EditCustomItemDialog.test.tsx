import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { makeLine, result } from '../test/fixtures';
import { EditCustomItemDialog } from './EditCustomItemDialog';

afterEach(() => vi.unstubAllGlobals());

const custom = makeLine(4, {
  base_item_id: null,
  is_custom: true,
  custom_item_id: 31,
  base_item_code: 'PB-24',
  description: 'Pull box 24x24',
  unit: 'EA',
  unit_price: 80,
  manufacturer: null,
  manufacturer_name: 'Hoffman',
  base_item_options: null,
  options: [],
});

function open() {
  const api = stubApi({ 'POST projects/9/': () => result([custom]) });
  const onClose = vi.fn();
  renderWithProviders(<EditCustomItemDialog projectId={9} line={custom} onClose={onClose} />);
  return { api, onClose, posts: () => api.called('POST', 'projects/9/').map((c) => c.body) };
}
const type = (label: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('edit custom item', () => {
  it('starts from the line’s custom item', () => {
    open();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveProperty('value', 'Pull box 24x24');
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveProperty('value', 'PB-24');
    expect(screen.getByRole('textbox', { name: 'Manufacturer' })).toHaveProperty('value', 'Hoffman');
    expect(screen.getByRole('textbox', { name: 'Unit price' })).toHaveProperty('value', '$80');
  });

  it('sends one edit_custom_item per changed field, in turn, and nothing for the rest', async () => {
    const { onClose, posts } = open();
    type('Description', '  Pull box 24x24x8 ');
    type('Unit price', '95.5');
    type('Manufacturer', 'Hoffman');
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts()).toEqual([
      { func: 'edit_custom_item', item_id: 4, action: 'description', value: 'Pull box 24x24x8' },
      { func: 'edit_custom_item', item_id: 4, action: 'unit_price', value: 95.5 },
    ]);
  });

  it('clears the price and the code with null and an empty code', async () => {
    const { onClose, posts } = open();
    type('Unit price', '');
    type('Code', '');
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts()).toEqual([
      { func: 'edit_custom_item', item_id: 4, action: 'code', value: '' },
      { func: 'edit_custom_item', item_id: 4, action: 'unit_price', value: null },
    ]);
  });

  it('just closes when nothing changed', async () => {
    const { onClose, posts } = open();
    type('Manufacturer', 'Hoffman ');
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts()).toEqual([]);
  });

  it('asks for a description when it is emptied and sends nothing', async () => {
    const { onClose, posts } = open();
    type('Description', '   ');
    type('Code', 'PB-30');
    save();
    await screen.findByText('Please enter a description for the custom item.');
    expect(posts()).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('stops at a refused field and stays open', async () => {
    const api = stubApi({ 'POST projects/9/': (body) => ((body as { action: string }).action === 'code' ? [400, { value: ['Ensure this field has no more than 100 characters.'] }] : result([custom])) });
    const onClose = vi.fn();
    renderWithProviders(<EditCustomItemDialog projectId={9} line={custom} onClose={onClose} />);
    type('Code', 'PB-30');
    type('Unit price', '99');
    save();
    await waitFor(() => expect(api.called('POST', 'projects/9/')).toHaveLength(1));
    // Saving ends (the button spins no more) after the last call it makes: only the refused one.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false));
    expect(api.called('POST', 'projects/9/')).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
  });
});
