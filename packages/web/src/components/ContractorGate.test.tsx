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
