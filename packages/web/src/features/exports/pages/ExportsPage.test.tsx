import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import { exportScreens } from '../routes';

const job = (id: number, status: 'queued' | 'running' | 'done' | 'failed', extra: object = {}) => ({
  id, kind: 'orders', kind_display: 'Purchase orders', params: {}, format: 'csv', status, status_display: status, progress_done: 0, progress_total: null, percent: 0, file_name: null, row_count: null,
  error: null, requested_by: { id: 7, name: 'Dana Whitfield' }, created_at: '2026-11-25T10:00:00Z', started_at: null, finished_at: null, download_url: null, ...extra,
});

afterEach(() => vi.unstubAllGlobals());

describe('exports', { timeout: 15_000 }, () => {
  it('shows each job: its progress while running, a download link through the download-file screen when done, the error when failed', async () => {
    signInForTest();
    stubApi({
      'GET exports/': pagedAnswer([
        job(3, 'running', { progress_done: 500, progress_total: 2000, percent: 25 }),
        job(2, 'done', { file_name: 'orders-2026-11-25-2.csv', row_count: 100000, download_url: 'http://localhost/api/v1/files/tok/orders-2026-11-25-2.csv' }),
        job(1, 'failed', { error: 'The export would hold 300,000 rows; XLSX holds at most 200,000.' }),
      ]),
    });
    renderRoutes(exportScreens, '/exports');
    const running = await screen.findByRole('article', { name: 'Purchase orders export #3' }, { timeout: 8000 });
    expect(within(running).getByText('500 of 2,000 rows')).toBeTruthy();
    expect(within(running).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    const link = within(screen.getByRole('article', { name: 'Purchase orders export #2' })).getByRole('link', { name: 'Download orders-2026-11-25-2.csv' });
    expect(link.getAttribute('href')).toBe('/download-file?s3_object_url=http%3A%2F%2Flocalhost%2Fapi%2Fv1%2Ffiles%2Ftok%2Forders-2026-11-25-2.csv&id=2&company_id=1');
    expect(screen.getByText(/XLSX holds at most 200,000/)).toBeTruthy();
  });

  it('starts an export in the background', async () => {
    signInForTest();
    const api = stubApi({ 'GET exports/': pagedAnswer([]), 'POST exports/': [201, job(4, 'queued')] });
    renderRoutes(exportScreens, '/exports');
    await userEvent.click(await screen.findByRole('button', { name: 'Start export' }, { timeout: 8000 }));
    await waitFor(() => expect(api.called('POST', 'exports/')).toHaveLength(1));
    expect(api.called('POST', 'exports/')[0].body).toEqual({ kind: 'orders', params: { format: 'csv', date_limit: 0 } });
    await waitFor(() => expect(api.called('GET', 'exports/').length).toBeGreaterThanOrEqual(2));
  });
});
