import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import { ProductListPage } from './ProductListPage';

afterEach(() => vi.unstubAllGlobals());

const list = { id: 1, project_id: 7, project_name: 'Golden High School Science Wing', parent_id: null, name: 'Science wing rough-in', description: '', completed: false, sub_list_count: 0, item_count: 0, tags: [], shared_with: null, created_by: 'Dana Whitfield', created_at: '2026-11-01T00:00:00Z', updated_at: '2026-11-20T00:00:00Z', sub_lists: [], to_order_count: 0 };

describe('a product list opened under another project', () => {
  it("opens in its own project, keeping the marked item", async () => {
    signInForTest();
    stubApi({ 'GET RetrieveProjectProductList/': [200, list], 'GET GetProjectProductListItem/': pagedAnswer([]), 'GET GetProjectProductList/': pagedAnswer([list]) });
    const { router } = renderRoutes([{ path: '/project/bom/:id', element: <ProductListPage /> }], '/project/bom/9?project_product_list_id=1&item_id=3');
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/project/bom/7?project_product_list_id=1&item_id=3'), { timeout: 5000 });
  });
});

describe('Add all to PO', () => {
  const open = async (detail: typeof list & { to_order_count: number }) => {
    signInForTest();
    stubApi({ 'GET RetrieveProjectProductList/': [200, detail], 'GET GetProjectProductListItem/': pagedAnswer([]), 'GET GetProjectProductList/': pagedAnswer([detail]), 'GET suppliers/': pagedAnswer([]) });
    renderRoutes([{ path: '/project/bom/:id', element: <ProductListPage /> }], '/project/bom/7?project_product_list_id=1');
    return screen.findByRole('button', { name: 'Add all to PO' });
  };

  it('opens the dialog while the server counts items to order', async () => {
    const button = await open({ ...list, item_count: 3, to_order_count: 2 });
    expect(button.getAttribute('aria-disabled')).toBeNull();
    await userEvent.click(button);
    expect((await screen.findByRole('dialog', { name: 'Add all to PO' })).textContent).toContain('What is still to order of every item of Science wing rough-in');
  });

  it.each([
    ['every item is on an order', 3, 'Nothing left to order on this list.'],
    ['the list is empty', 0, 'Add items to this list first.'],
  ])('is greyed out with the reason when %s', async (_, itemCount, reason) => {
    const button = await open({ ...list, item_count: itemCount, to_order_count: 0 });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.hover(button);
    // the tooltip describes the button
    await waitFor(() => expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(reason));
  });
});
