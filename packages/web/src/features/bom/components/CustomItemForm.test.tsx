import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { result } from '../test/fixtures';
import { CustomItemForm } from './CustomItemForm';

afterEach(() => vi.unstubAllGlobals());

function open() {
  const api = stubApi({ 'POST projects/9/': () => result([]), 'POST SearchCustomItem/': pagedAnswer([]) });
  renderWithProviders(<CustomItemForm projectId={9} project={undefined} />);
  return { posts: () => api.called('POST', 'projects/9/').map((c) => c.body) };
}
const type = (label: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add custom item' }));

// One add per test: the button ignores a second click within 200 ms.
describe('custom item form', () => {
  it('asks for a description and a quantity greater than 0, and sends nothing', async () => {
    const { posts } = open();
    type('Quantity', '0');
    add();
    expect(await screen.findByText('Please enter a description for the custom item.')).toBeTruthy();
    expect(screen.getByText('Quantity must be greater than 0')).toBeTruthy();
    expect(posts()).toEqual([]);
  });

  it('asks for both parts of a cost code', async () => {
    const { posts } = open();
    type('Description', 'Pull box');
    type('Cost code name', 'Labour');
    add();
    expect(await screen.findByText('Please enter both cost code and name')).toBeTruthy();
    expect(posts()).toEqual([]);
  });

  it('sends add_custom_item with the fields trimmed and starts a new line', async () => {
    const { posts } = open();
    type('Description', ' Pull box 24x24 ');
    type('Code', 'PB-24 ');
    type('Manufacturer', ' Hoffman');
    type('Unit price', '80');
    type('Quantity', '2');
    type('Phase code', '01');
    type('Phase code name', 'Site');
    add();
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toEqual({
      func: 'add_custom_item',
      custom_item_id: null,
      description: 'Pull box 24x24',
      code: 'PB-24',
      unit: 'EA',
      unit_price: 80,
      manufacturer_name: 'Hoffman',
      package_count: 2,
      phase_code: { code: '01', name: 'Site' },
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Description' })).toHaveProperty('value', ''));
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveProperty('value', '1');
  });
});
