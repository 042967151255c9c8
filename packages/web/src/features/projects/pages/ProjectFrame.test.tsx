import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import { ProjectFrame } from './ProjectFrame';

afterEach(() => vi.unstubAllGlobals());

const routes = [{ path: '/project/:area/:id', element: <ProjectFrame screens={new Set(['bom', 'tool', 'settings'])} /> }];

describe('the project frame', () => {
  it('says why a project could not be loaded, and Try again asks again', async () => {
    signInForTest({ services: { tool_services: true } });
    let fail = true;
    const api = stubApi({ 'GET projects/9/': () => (fail ? [503, { detail: 'Down for maintenance' }] : [200, { id: 9, name: 'Calgary DC Phase 1 - Warehouse', status: 'active', main_job_num: 'J-24301', parent: null, parent_id: null, is_group: false }]) });
    renderRoutes(routes, '/project/bom/9');
    const state = (await screen.findByText('The project could not be loaded', {}, { timeout: 8000 })).closest<HTMLElement>('[role="alert"]')!;
    expect(state.textContent).toContain('Down for maintenance');
    const asked = api.called('GET', 'projects/9/').length;
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: /Calgary DC Phase 1 - Warehouse/ })).toBeTruthy();
    expect(api.called('GET', 'projects/9/').length).toBe(asked + 1);
  });

  it('says a project that does not exist was not found, without Try again', async () => {
    signInForTest();
    stubApi({ 'GET projects/404/': [404, { detail: 'Not found.' }] });
    renderRoutes(routes, '/project/bom/404');
    expect(await screen.findByText('Project not found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to projects' }).getAttribute('href')).toBe('/projects');
  });
});
