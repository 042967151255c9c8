import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { daysFromToday } from '../../../test/dates';
import { renderWithProviders } from '../../../test/render';
import { RequestQuoteDialog } from './RequestQuoteDialog';

afterEach(() => vi.unstubAllGlobals());

const supplier = { id: 12, name: 'Metro Electric Supply', supplier_company: { id: 3, name: 'Metro Electric Supply' } };

function open() {
  const api = stubApi({
    'GET suppliers/': pagedAnswer([supplier]),
    'POST projects/9/request_quote/': [400, { detail: 'Stop here.' }],
  });
  renderWithProviders(<RequestQuoteDialog projectId={9} projectName="Tower A" ids={[1, 2]} onClose={() => {}} onDone={() => {}} />);
  return { posts: () => api.called('POST', 'projects/9/request_quote/').map((c) => c.body) };
}
const create = () => fireEvent.click(screen.getByRole('button', { name: 'Create quote' }));

describe('request quote dialog', () => {
  it('asks for at least one supplier and sends nothing', async () => {
    const { posts } = open();
    create();
    expect(await screen.findByText('Select at least one supplier.')).toBeTruthy();
    expect(posts()).toEqual([]);
  });

  it('sends the lines, the suppliers, the trimmed name and the need-by date', async () => {
    const { posts } = open();
    fireEvent.change(screen.getByRole('textbox', { name: 'Quote name' }), { target: { value: ' Tower A feeders ' } });
    fireEvent.change(screen.getByLabelText('Need by'), { target: { value: daysFromToday(30) } });
    await waitFor(() => expect(screen.getByLabelText('Suppliers', { selector: 'input' }).getAttribute('placeholder')).toBe('Choose one or more'));
    fireEvent.click(screen.getByLabelText('Suppliers', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Metro Electric Supply', hidden: true }));
    create();
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toEqual({ cart_item_ids: [1, 2], supplier_ids: [12], name: 'Tower A feeders', need_by_date: daysFromToday(30) });
  });

  it('says a need-by day before today is in the past at the field, sending nothing; today goes, and a refusal shows at the field', async () => {
    const { posts } = open();
    const needBy = screen.getByLabelText('Need by');
    expect(needBy.getAttribute('min')).toBe(daysFromToday(0));
    fireEvent.change(needBy, { target: { value: daysFromToday(-1) } });
    await waitFor(() => expect(screen.getByLabelText('Suppliers', { selector: 'input' }).getAttribute('placeholder')).toBe('Choose one or more'));
    fireEvent.click(screen.getByLabelText('Suppliers', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Metro Electric Supply', hidden: true }));
    create();
    expect(await screen.findByText('The need-by date cannot be in the past.')).toBeTruthy();
    expect(needBy.getAttribute('aria-invalid')).toBe('true');
    expect(posts()).toEqual([]);
    fireEvent.change(needBy, { target: { value: daysFromToday(0) } });
    create();
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({ need_by_date: daysFromToday(0) });
    // the server's answer ('Stop here.') is told, not swallowed
    expect(await screen.findByText('Stop here.')).toBeTruthy();
  });

  it("shows the server's refusal and stays open", async () => {
    const { posts } = open();
    await waitFor(() => expect(screen.getByLabelText('Suppliers', { selector: 'input' }).getAttribute('placeholder')).toBe('Choose one or more'));
    fireEvent.click(screen.getByLabelText('Suppliers', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Metro Electric Supply', hidden: true }));
    create();
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(await screen.findByText('Stop here.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Request quote' })).toBeTruthy();
  });

  it('says when the suppliers could not be loaded, and Try again loads them', async () => {
    let fail = true;
    const api = stubApi({ 'GET suppliers/': () => (fail ? [500] : pagedAnswer([supplier])) });
    renderWithProviders(<RequestQuoteDialog projectId={9} projectName="Tower A" ids={[1]} onClose={() => {}} onDone={() => {}} />);
    fireEvent.click(screen.getByLabelText('Suppliers', { selector: 'input' }));
    expect(await screen.findByText(/^Your suppliers could not be loaded\. /, {}, { timeout: 5000 })).toBeTruthy();
    const asked = api.called('GET', 'suppliers/').length;
    fail = false;
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Try again', hidden: true }));
    expect(await screen.findByRole('option', { name: 'Metro Electric Supply', hidden: true })).toBeTruthy();
    expect(api.called('GET', 'suppliers/')).toHaveLength(asked + 1);
  });

  it('warns that a supplier outside the app gets the request by email, and one without an email not at all', async () => {
    stubApi({
      'GET suppliers/': pagedAnswer([
        { ...supplier, email: '' },
        { id: 2, name: 'Graybar', supplier_company: null, email: 'quotes@graybar.example' },
        { id: 4, name: 'Corner store', supplier_company: null, email: '' },
      ]),
    });
    renderWithProviders(<RequestQuoteDialog projectId={9} projectName="Tower A" ids={[1]} onClose={() => {}} onDone={() => {}} />);
    await waitFor(() => expect(screen.getByLabelText('Suppliers', { selector: 'input' }).getAttribute('placeholder')).toBe('Choose one or more'));
    fireEvent.click(screen.getByLabelText('Suppliers', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Metro Electric Supply', hidden: true }));
    expect(screen.queryByText(/does not use the app/)).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: 'Graybar (by email)', hidden: true }));
    expect(await screen.findByText('Graybar does not use the app; the quote request goes to them by email, and they answer you outside the app.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('option', { name: 'Corner store (no email)', hidden: true }));
    expect(await screen.findByText(/^Corner store does not use the app and has no email: the quote request is not sent to them\./)).toBeTruthy();
  });
});
