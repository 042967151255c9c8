import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShippingAttachment } from '@jobsite/core';
import { stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { shippingForm } from '../test/fixtures';
import { planUploads } from '../uploads';
import { AttachmentsSection } from './AttachmentsSection';

afterEach(() => vi.unstubAllGlobals());

const attachment = (name: string, size: number): ShippingAttachment => ({
  key: `k-${name}`,
  name,
  size,
  content_type: 'image/jpeg',
  kind: 'file',
  url: `/api/v1/files/${name}?sig=1`,
  uploaded_by: 'Wes Turner',
  uploaded_at: '2026-03-02T10:00:00Z',
});
const file = (name: string, size: number, type: string) => new File(['x'.repeat(size)], name, { type });

describe('attachment uploads', () => {
  it('plans several files: a refused type or size, a duplicate skipped, a taken name renamed', () => {
    const existing = [{ name: 'photo.jpg', size: 3 }];
    const plan = planUploads(existing, [
      { name: 'photo.jpg', size: 3, type: 'image/jpeg' },
      { name: 'photo.jpg', size: 5, type: 'image/jpeg' },
      { name: 'tool.exe', size: 5, type: 'application/x-msdownload' },
      { name: 'huge.pdf', size: 16 * 1024 * 1024, type: 'application/pdf' },
      { name: 'slip.heic', size: 7, type: '' },
      { name: 'slip.heic', size: 7, type: '' },
    ]);
    expect(plan.accepted.map((a) => a.name)).toEqual(['photo (2).jpg', 'slip.heic']);
    expect(plan.skipped).toEqual(['photo.jpg', 'slip.heic']);
    expect(plan.refused).toEqual(['tool.exe', 'huge.pdf']);
  });

  it('uploads the new files under de-duplicated names and says which were refused', async () => {
    const form = shippingForm({ attachments_json: [attachment('photo.jpg', 3)] });
    const api = stubApi({ 'POST ShippingForms/12/upload_attachment/': [200, { attachment: attachment('x', 1), form }] });
    renderWithProviders(<AttachmentsSection form={form} />);
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.setup({ applyAccept: false }).upload(input, [file('photo.jpg', 3, 'image/jpeg'), file('photo.jpg', 4, 'image/jpeg'), file('notes.txt', 4, 'text/plain')]);
    expect(await screen.findByText('File notes.txt upload not allowed.')).toBeTruthy();
    expect(screen.getByText('Already attached: photo.jpg')).toBeTruthy();
    await waitFor(() => expect(api.called('POST', 'ShippingForms/12/upload_attachment/')).toHaveLength(1));
    const sent = api.called('POST', 'ShippingForms/12/upload_attachment/')[0].form!;
    expect((sent.get('file') as File).name).toBe('photo (2).jpg');
    expect(sent.get('kind')).toBe('file');
  });

  it("shows the server's refusal of a file by its content in the spec's words, once", async () => {
    const form = shippingForm();
    stubApi({ 'POST ShippingForms/12/upload_attachment/': [400, { detail: 'File evil.png upload not allowed.' }] });
    renderWithProviders(<AttachmentsSection form={form} />);
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.setup({ applyAccept: false }).upload(input, [file('evil.png', 3, 'image/png')]);
    expect(await screen.findByText('File evil.png upload not allowed.')).toBeTruthy();
    expect(screen.queryByText(/File: /)).toBeNull();
  });

  it('previews an image with a download link and deletes only after the confirm', async () => {
    const form = shippingForm({ attachments_json: [attachment('photo.jpg', 3)] });
    const api = stubApi({ 'POST ShippingForms/12/remove_attachment/': [200, { ...form, attachments_json: [] }] });
    renderWithProviders(<AttachmentsSection form={form} />);
    await userEvent.click(screen.getByRole('button', { name: 'Preview photo.jpg' }));
    const preview = await screen.findByRole('dialog', { name: 'photo.jpg' });
    expect(preview.querySelector('a[download]')?.getAttribute('href')).toBe('/api/v1/files/photo.jpg?sig=1&download=1');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Delete photo.jpg' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.called('POST', 'ShippingForms/12/remove_attachment/')).toHaveLength(1));
    expect(api.calls.at(-1)?.body).toEqual({ attachment_key: 'k-photo.jpg' });
  });

  it('offers no upload and no delete when the abilities allow neither', () => {
    stubApi({});
    renderWithProviders(<AttachmentsSection form={shippingForm({ attachments_json: [attachment('photo.jpg', 3)], abilities: { ...shippingForm().abilities, upload: false, remove_attachment: false } })} />);
    expect(screen.queryByRole('button', { name: 'Upload files' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete photo.jpg' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Download photo.jpg' })).toBeTruthy();
  });
});
