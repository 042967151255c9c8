import { act, screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SYNC_EXPORT_MAX_ROWS } from '@jobsite/core';
import { stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render';
import { ExportMenu } from './ExportMenu';

afterEach(() => {
  vi.unstubAllGlobals();
  // the notifications store outlives a test's render
  act(() => notifications.clean());
});

/** A menu item of the open menu (jsdom leaves Mantine's dropdown styled as in its opening transition). */
const item = (name: string) => screen.findByRole('menuitem', { name, hidden: true });
const user = () => userEvent.setup({ pointerEventsCheck: 0 });

const queuedJob = { id: 9, kind: 'orders', kind_display: 'Purchase orders', params: {}, format: 'xlsx', status: 'queued', status_display: 'Queued', progress_done: 0, progress_total: null, percent: 0, file_name: null, row_count: null, error: null, requested_by: { id: 7, name: 'Dana' }, created_at: '2026-11-25T10:00:00Z', started_at: null, finished_at: null, download_url: null };

function renderMenu(count: number | undefined, url: ((f: string) => string) | null = (f) => `/api/v1/orders/export/?status=ordered&format=${f}`) {
  return renderRoutes(
    [
      { path: '/orders', element: <ExportMenu count={count} url={url} background={(format) => ({ kind: 'orders', params: { status: 'ordered', format } })} /> },
      { path: '/exports', element: <h1>Exports screen</h1> },
    ],
    '/orders',
  );
}

describe('ExportMenu (every list’s Export)', { timeout: 15_000 }, () => {
  it('downloads a list within the synchronous cap directly, with its filters, and queues nothing', async () => {
    const api = stubApi({});
    renderMenu(SYNC_EXPORT_MAX_ROWS);
    await user().click(screen.getByRole('button', { name: 'Export' }));
    expect((await item('CSV')).getAttribute('href')).toBe('/api/v1/orders/export/?status=ordered&format=csv');
    expect((await item('Excel (XLSX)')).getAttribute('href')).toBe('/api/v1/orders/export/?status=ordered&format=xlsx');
    expect(screen.queryByText('Large: runs in the background')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('also downloads directly while the count is still loading', async () => {
    stubApi({});
    renderMenu(undefined);
    await user().click(screen.getByRole('button', { name: 'Export' }));
    expect((await item('CSV')).getAttribute('href')).toContain('format=csv');
  });

  it('queues a list above the cap as a background export with the same filters and links the notification to Exports', async () => {
    const api = stubApi({ 'POST exports/': [201, queuedJob] });
    const { router } = renderMenu(SYNC_EXPORT_MAX_ROWS + 1);
    await user().click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Large: runs in the background')).toBeTruthy();
    const xlsx = await item('Excel (XLSX)');
    expect(xlsx.getAttribute('href')).toBeNull();
    await user().click(xlsx);
    await waitFor(() => expect(api.called('POST', 'exports/')).toHaveLength(1));
    expect(api.called('POST', 'exports/')[0].body).toEqual({ kind: 'orders', params: { status: 'ordered', format: 'xlsx' } });
    expect(api.called('GET', 'orders/export/')).toHaveLength(0);
    const note = await screen.findByText(/Export queued: you will find it in/);
    await user().click(screen.getByRole('link', { name: 'Exports' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/exports'));
    expect(note).toBeTruthy();
  });

  it('always queues a list that has no direct download', async () => {
    const api = stubApi({ 'POST exports/': [201, queuedJob] });
    renderMenu(3, null);
    await user().click(screen.getByRole('button', { name: 'Export' }));
    await user().click(await item('CSV'));
    await waitFor(() => expect(api.called('POST', 'exports/')).toHaveLength(1));
    expect(await screen.findByText(/Export queued: you will find it in/)).toBeTruthy();
  });

  it('says why when the queue refuses the export', async () => {
    stubApi({ 'POST exports/': [400, { detail: 'Choose a project.' }] });
    renderMenu(SYNC_EXPORT_MAX_ROWS + 5);
    await user().click(screen.getByRole('button', { name: 'Export' }));
    await user().click(await item('CSV'));
    expect((await screen.findAllByText('Choose a project.')).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Export queued/)).toBeNull();
  });
});
