import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Project } from '@jobsite/core';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render';
import { assetProjectScreens } from '../routes';
import { forbidden, request, signInContractor } from '../test-fixtures';

afterEach(() => vi.unstubAllGlobals());

const project = { id: 5, name: 'DMC Tower A', field_leader: { id: 7, name: 'Luis Navarro' }, require_foremen_approval: false } as unknown as Project;
/** The tab inside a stand-in for the project frame, which hands the project down as the outlet context. */
const routes = [{ path: '/project/tool/:id', element: <Outlet context={project} />, children: [{ index: true, element: assetProjectScreens[0].element }] }];

describe("a project's tools tab", () => {
  it("lists the job's requests without the project column, and a click on a row opens the request", async () => {
    signInContractor();
    const api = stubApi({
      'GET tool_access/': [200, { warehouse: false }],
      'GET tool_items/': pagedAnswer([]),
      'GET tool_requests/': pagedAnswer([request(40)]),
      'GET tool_requests/40/': [200, { ...request(40), lines: [], actions: [], history: [] }],
    });
    const { router } = renderRoutes(routes, '/project/tool/5');
    const table = await screen.findByRole('table', { name: 'Tool requests for this job' }, { timeout: 5000 });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Request', 'Type', 'Status', 'Warehouse', 'Requested by', 'Need by', 'Items']);
    expect(api.called('GET', 'tool_requests/')[0].query.get('project_id')).toBe('5');
    expect(screen.getByText('No tools are on this job. Choose Request tools to ask the warehouse for what the crew needs.')).toBeTruthy();
    await userEvent.click(within(table).getByRole('button', { name: 'TR-00040' }));
    await waitFor(() => expect(router.state.location.search).toBe('?request_id=40'));
    expect(await screen.findByRole('dialog', { name: 'Request TR-00040' })).toBeTruthy();
  });

  it("says when the job's items could not be loaded, and when it has no requests", async () => {
    signInContractor();
    stubApi({
      'GET tool_access/': [200, { warehouse: false }],
      'GET tool_items/': forbidden,
      'GET tool_requests/': pagedAnswer([]),
    });
    renderRoutes(routes, '/project/tool/5');
    expect(await screen.findByText('Items could not be loaded', {}, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('No tool requests for this job yet.')).toBeTruthy();
  });

  it.each([
    ['prefab', 'No prefab assemblies are on this job. Choose Request prefab to ask the warehouse for what the crew needs.', 'No prefab requests for this job yet.'],
    ['stock', 'No stock items are on this job. Choose Request inventory to ask the warehouse for what the crew needs.', 'No stock requests for this job yet.'],
    ['temp_power', 'No temp power items are on this job. Choose Request temp power to ask the warehouse for what the crew needs.', 'No temp power requests for this job yet.'],
  ])("says in words what the %s tab's empty lists need", async (service, items, requests) => {
    signInContractor();
    stubApi({
      'GET tool_access/': [200, { warehouse: false }],
      'GET tool_items/': pagedAnswer([]),
      'GET tool_requests/': pagedAnswer([]),
    });
    const serviceRoutes = [{ path: `/project/${service}/:id`, element: <Outlet context={project} />, children: [{ index: true, element: assetProjectScreens[0].element }] }];
    renderRoutes(serviceRoutes, `/project/${service}/5`);
    expect(await screen.findByText(items, {}, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText(requests)).toBeTruthy();
  });
});
