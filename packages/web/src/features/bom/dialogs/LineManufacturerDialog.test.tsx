import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { makeLine, result } from '../test/fixtures';
import { LineManufacturerDialog } from './LineManufacturerDialog';

afterEach(() => vi.unstubAllGlobals());

const custom = makeLine(4, { base_item_id: null, is_custom: true, custom_item_id: 31, manufacturer: null, manufacturer_name: 'Hoffman', options: [], base_item_options: null });

function open() {
  const api = stubApi({ 'POST projects/9/': () => result([custom]) });
  const onClose = vi.fn();
  renderWithProviders(<LineManufacturerDialog projectId={9} line={custom} onClose={onClose} />);
  return { onClose, posts: () => api.called('POST', 'projects/9/').map((c) => c.body) };
}
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('edit manufacturer of a custom line', () => {
  it('says No changes detected for the same name and sends nothing', async () => {
    const { onClose, posts } = open();
    fireEvent.change(screen.getByRole('textbox', { name: 'Manufacturer' }), { target: { value: ' Hoffman ' } });
    save();
    expect(await screen.findByText('No changes detected')).toBeTruthy();
    expect(posts()).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the new name trimmed through edit_custom_item', async () => {
    const { onClose, posts } = open();
    fireEvent.change(screen.getByRole('textbox', { name: 'Manufacturer' }), { target: { value: ' nVent Hoffman ' } });
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts()).toEqual([{ func: 'edit_custom_item', item_id: 4, action: 'manufacturer_name', value: 'nVent Hoffman' }]);
  });
});
