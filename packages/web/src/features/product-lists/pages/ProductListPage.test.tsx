import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import { ProductListPage } from './ProductListPage';

afterEach(() => vi.unstubAllGlobals());

const list = { id: 1, project_id: 7, project_name: 'Golden High School Science Wing', parent_id: null, name: 'Science wing rough-in', description: '', completed: false, sub_list_count: 0, item_count: 0, tags: [], shared_with: null, created_by: 'Dana Whitfield', created_at: '2026-11-01T00:00:00Z', updated_at: '2026-11-20T00:00:00Z', sub_lists: [] };

describe('a product list opened under another project', () => {
  it("opens in its own project, keeping the marked item", async () => {
    signInForTest();
    stubApi({ 'GET RetrieveProjectProductList/': [200, list], 'GET GetProjectProductListItem/': pagedAnswer([]), 'GET GetProjectProductList/': pagedAnswer([list]) });
    const { router } = renderRoutes([{ path: '/project/bom/:id', element: <ProductListPage /> }], '/project/bom/9?project_product_list_id=1&item_id=3');
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/project/bom/7?project_product_list_id=1&item_id=3'), { timeout: 5000 });
  });
});
