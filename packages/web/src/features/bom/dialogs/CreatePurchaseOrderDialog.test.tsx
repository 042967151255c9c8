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
});
