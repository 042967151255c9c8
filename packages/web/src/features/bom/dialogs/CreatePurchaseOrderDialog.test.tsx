import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { CreatePurchaseOrderDialog } from './CreatePurchaseOrderDialog';

afterEach(() => vi.unstubAllGlobals());

describe('create purchase order dialog', () => {
  it('says in a sentence how many selected lines go on the pending order, one or several', () => {
    stubApi({ 'GET suppliers/': pagedAnswer([]) });
    const { unmount } = renderWithProviders(<CreatePurchaseOrderDialog projectId={9} ids={[1]} onClose={() => {}} onDone={() => {}} />);
    expect(screen.getByText(/^1 selected line goes on the project's pending order for this supplier;/)).toBeTruthy();
    unmount();
    renderWithProviders(<CreatePurchaseOrderDialog projectId={9} ids={[1, 2, 3]} onClose={() => {}} onDone={() => {}} />);
    expect(screen.getByText(/^3 selected lines go on the project's pending order for this supplier;/)).toBeTruthy();
  });

  it("says in the supplier picker of a company without suppliers that it has none, not that none matches", async () => {
    stubApi({ 'GET suppliers/': pagedAnswer([]) });
    renderWithProviders(<CreatePurchaseOrderDialog projectId={9} ids={[1]} onClose={() => {}} onDone={() => {}} />);
    expect(await screen.findByText(/^You have no suppliers yet\./)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Supplier', { selector: 'input' }));
    expect(await screen.findByText('No suppliers yet: add them under Company settings, Suppliers, or create the order without one.')).toBeTruthy();
    expect(screen.queryByText('No supplier matches.')).toBeNull();
  });

  it("shows the server's refusal, as when every selected line is on an order already, and stays open", async () => {
    const supplier = { id: 12, name: 'Metro Electric Supply', supplier_company: { id: 3, name: 'Metro Electric Supply' }, email: '' };
    const done = vi.fn();
    stubApi({ 'GET suppliers/': pagedAnswer([supplier]), 'POST projects/9/add_to_po/': [400, { cart_item_ids: ['Ordered in full already: SWC-MC122A.'] }] });
    renderWithProviders(<CreatePurchaseOrderDialog projectId={9} ids={[1]} onClose={() => {}} onDone={done} />);
    fireEvent.click(screen.getByRole('button', { name: 'Create without supplier' }));
    expect(await screen.findByText('Lines: Ordered in full already: SWC-MC122A.')).toBeTruthy();
    expect(done).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Create purchase order' })).toBeTruthy();
  });

  it('names the lines left out, ordered in full already, when the rest went on the order', async () => {
    const done = vi.fn();
    const order = { id: 31, po_number: null, status: 'pending', supplying_company: null };
    stubApi({
      'GET suppliers/': pagedAnswer([]),
      'POST projects/9/add_to_po/': [201, { orders: [order], skipped: [{ cart_item_id: 2, description: 'BPT-ESC050', reason: 'Ordered in full already.' }] }],
    });
    renderWithProviders(<CreatePurchaseOrderDialog projectId={9} ids={[1, 2, 3]} onClose={() => {}} onDone={done} />);
    fireEvent.click(screen.getByRole('button', { name: 'Create without supplier' }));
    expect(await screen.findByText('2 lines added to draft order #31. Left out, ordered in full already: BPT-ESC050.')).toBeTruthy();
    expect(done).toHaveBeenCalled();
  });
});
