import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartMessages } from '@jobsite/core';
import { stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { makeLine, result } from '../test/fixtures';
import { AttachmentsPanel } from './AttachmentsPanel';

afterEach(() => vi.unstubAllGlobals());

function open() {
  const line = makeLine(3);
  const api = stubApi({ 'POST projects/9/': () => result([line]) });
  renderWithProviders(<AttachmentsPanel projectId={9} line={line} />);
  return { posts: () => api.called('POST', 'projects/9/').map((c) => c.body) };
}
const type = (label: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add attachment' }));

// One add per test: the button ignores a second click within 200 ms.
describe('attachments panel', () => {
  it('asks for a name and a link, and sends nothing', async () => {
    const { posts } = open();
    add();
    expect(await screen.findByText('Enter a name')).toBeTruthy();
    expect(screen.getByText('Enter a link')).toBeTruthy();
    expect(posts()).toEqual([]);
  });

  it('refuses a link that is not http(s) with core’s message', async () => {
    const { posts } = open();
    type('Attachment name', 'Spec sheet');
    type('Link', 'ftp://example.com/spec.pdf');
    add();
    expect(await screen.findByText(cartMessages.attachmentLinkInvalid)).toBeTruthy();
    expect(posts()).toEqual([]);
  });

  it('sends add_item_attachment with the name and link trimmed, then empties the fields', async () => {
    const { posts } = open();
    type('Attachment name', ' Spec sheet ');
    type('Link', ' https://example.com/spec.pdf ');
    add();
    await waitFor(() => expect(posts()).toEqual([{ func: 'add_item_attachment', item_id: 3, name: 'Spec sheet', link: 'https://example.com/spec.pdf' }]));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Attachment name' })).toHaveProperty('value', ''));
  });
});
