import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROJECTS_FOR_CONTRACTORS } from '@jobsite/core';
import { renderRoutes } from '../test/render';
import { signInForTest } from '../test/session';
import { ContractorGate } from './ContractorGate';

afterEach(() => vi.unstubAllGlobals());

const page = <ContractorGate reason={PROJECTS_FOR_CONTRACTORS}>project list</ContractorGate>;

describe('projects are a contractor’s', () => {
  it('shows a supplier where its customers’ jobs are, not the projects screen', async () => {
    signInForTest({ systemType: 'seller' });
    renderRoutes([{ path: '/projects', element: page }], '/projects');
    expect(await screen.findByText(PROJECTS_FOR_CONTRACTORS)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'This area is not available to you' })).toBeTruthy();
    expect(screen.queryByText('project list')).toBeNull();
  });

  it('shows a contractor the screen', async () => {
    signInForTest({ systemType: 'buyer' });
    renderRoutes([{ path: '/projects', element: page }], '/projects');
    expect(await screen.findByText('project list')).toBeTruthy();
  });
});

describe("a contractor's export and ROI screens", () => {
  it('tell a supplier where its own exports are, and are not the screens', async () => {
    const { orderScreens, EXPORT_ORDERS_FOR_CONTRACTORS, EXPORT_INVOICES_FOR_CONTRACTORS } = await import('../features/orders/routes');
    const { roiScreens, ROI_FOR_CONTRACTORS } = await import('../features/roi/routes');
    signInForTest({ systemType: 'seller' });
    for (const [path, reason] of [
      ['/export_orders', EXPORT_ORDERS_FOR_CONTRACTORS],
      ['/export_invoices', EXPORT_INVOICES_FOR_CONTRACTORS],
      ['/roi', ROI_FOR_CONTRACTORS],
    ] as const) {
      const view = renderRoutes([...orderScreens, ...roiScreens], path);
      expect(await screen.findByText(reason)).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'This area is not available to you' })).toBeTruthy();
      view.unmount();
    }
  });
});
