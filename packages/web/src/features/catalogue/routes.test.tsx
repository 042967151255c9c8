import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { catalogueRoutes } from './routes';

describe('the sku section', () => {
  it('opens the catalogue, keeping the query', async () => {
    const { router } = renderRoutes(
      catalogueRoutes.map((r) => (r.path === '/catalogue' ? { ...r, element: <p>catalogue</p> } : r)),
      '/sku?search_text=QO120',
    );
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/catalogue?search_text=QO120'));
  });
});
