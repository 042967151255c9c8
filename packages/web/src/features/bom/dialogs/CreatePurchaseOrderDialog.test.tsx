import { screen } from '@testing-library/react';
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
});
