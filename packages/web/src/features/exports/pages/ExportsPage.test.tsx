import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import { exportScreens } from '../routes';
import { localMoment } from '../../../lib/dates';

const job = (id: number, status: 'queued' | 'running' | 'done' | 'failed', extra: object = {}) => ({
  id, kind: 'orders', kind_display: 'Purchase orders', params: {}, format: 'csv', status, status_display: status, progress_done: 0, progress_total: null, percent: 0, file_name: null, row_count: null,
  error: null, requested_by: { id: 7, name: 'Dana Whitfield' }, created_at: '2026-11-25T10:00:00Z', started_at: null, finished_at: null, download_url: null, ...extra,
});

afterEach(() => vi.unstubAllGlobals());

describe('exports', { timeout: 15_000 }, () => {
  it('lists each job as a table row: what, format, status with its progress while running, who and rows; a download link through the download-file screen when done, the error when failed', async () => {
    signInForTest();
    stubApi({
      'GET exports/': pagedAnswer([
        job(3, 'running', { progress_done: 500, progress_total: 2000, percent: 25 }),
        job(2, 'done', { file_name: 'orders-2026-11-25-2.csv', row_count: 100000, download_url: 'http://localhost/api/v1/files/tok/orders-2026-11-25-2.csv' }),
        job(1, 'failed', { format: 'xlsx', error: 'The export would hold 300,000 rows; XLSX holds at most 200,000.' }),
      ]),
    });
    renderRoutes(exportScreens, '/exports');
    const table = await screen.findByRole('table', { name: 'Exports' }, { timeout: 8000 });
    const [head, running, done, failed] = within(table).getAllByRole('row');
    expect(within(head!).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Export', 'Format', 'Status', 'Started by', 'Started', 'Rows', '']);
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
    // the local day and time of day, in the form every moment is shown in (lib/dates.ts)
    const started = localMoment('2026-11-25T10:00:00Z');
    expect(cells(running!)).toEqual(['Purchase orders', 'CSV', 'Running500 of 2,000 rows', 'Dana Whitfield', started, '—', '']);
    expect(within(running!).getByRole('progressbar', { name: 'Progress of export #3' }).getAttribute('aria-valuenow')).toBe('25');
    expect(cells(done!)).toEqual(['Purchase orders', 'CSV', 'Ready', 'Dana Whitfield', started, '100,000', 'Download orders-2026-11-25-2.csvDelete']);
    expect(within(done!).queryByRole('progressbar')).toBeNull();
    const link = within(done!).getByRole('link', { name: 'Download orders-2026-11-25-2.csv' });
    expect(link.getAttribute('href')).toBe('/download-file?s3_object_url=http%3A%2F%2Flocalhost%2Fapi%2Fv1%2Ffiles%2Ftok%2Forders-2026-11-25-2.csv&id=2&company_id=1');
    expect(cells(failed!)).toEqual(['Purchase ordersThe export would hold 300,000 rows; XLSX holds at most 200,000.', 'XLSX', 'Failed', 'Dana Whitfield', started, '—', 'Delete']);
    expect(within(failed!).queryByRole('link')).toBeNull();
    expect(screen.getByText('Showing 3 of 3')).toBeTruthy();
  });

  it('a queued job waits to start; a failed one without a reason says the export failed', async () => {
    signInForTest();
    stubApi({ 'GET exports/': pagedAnswer([job(5, 'queued'), job(4, 'failed')]) });
    renderRoutes(exportScreens, '/exports');
    const table = await screen.findByRole('table', { name: 'Exports' }, { timeout: 8000 });
    const [, queued, failed] = within(table).getAllByRole('row');
    expect(within(queued!).getByText('Waiting to start')).toBeTruthy();
    expect(within(queued!).getByText('Queued')).toBeTruthy();
    expect(within(failed!).getByText('The export failed.')).toBeTruthy();
  });

  it('says what to do when there is no export yet', async () => {
    signInForTest();
    stubApi({ 'GET exports/': pagedAnswer([]) });
    renderRoutes(exportScreens, '/exports');
    expect(await screen.findByText('No exports yet. Choose what to export above and start it; it appears here with its progress.', undefined, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says the exports could not be loaded, and Try again asks again', async () => {
    signInForTest();
    let fail = true;
    const api = stubApi({ 'GET exports/': () => (fail ? [403, { detail: 'You do not have permission to perform this action.' }] : pagedAnswer([job(2, 'done', { row_count: 10 })])) });
    renderRoutes(exportScreens, '/exports');
    expect(await screen.findByText('Exports could not be loaded', undefined, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const table = await screen.findByRole('table', { name: 'Exports' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(api.called('GET', 'exports/')).toHaveLength(2);
  });

  it('deletes an export the user started, after asking, and offers no Delete for one running or started by a colleague', async () => {
    signInForTest();
    let jobs = [job(3, 'running'), job(2, 'done', { file_name: 'orders-2026-11-25-2.csv', row_count: 10 }), job(1, 'failed', { requested_by: { id: 9, name: 'Luis Navarro' } })];
    const api = stubApi({
      'GET exports/': () => pagedAnswer(jobs),
      'DELETE exports/2/': () => ((jobs = jobs.filter((j) => j.id !== 2)), [204]),
    });
    renderRoutes(exportScreens, '/exports');
    const table = await screen.findByRole('table', { name: 'Exports' }, { timeout: 8000 });
    expect(within(table).getAllByRole('button', { name: /^Delete export/ }).map((b) => b.getAttribute('aria-label'))).toEqual(['Delete export #2']);

    await userEvent.click(within(table).getByRole('button', { name: 'Delete export #2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete export' });
    expect(dialog.textContent).toContain('Delete orders-2026-11-25-2.csv?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.called('DELETE', 'exports/2/')).toEqual([]);

    await userEvent.click(within(table).getByRole('button', { name: 'Delete export #2' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete export' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Export deleted.')).toBeTruthy();
    expect(api.called('DELETE', 'exports/2/')).toHaveLength(1);
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Exports' })).getAllByRole('row')).toHaveLength(3));
  });

  it("offers Delete of a colleague's export to a member who manages the company settings, and says the server's refusal", async () => {
    signInForTest({ permissions: { allow_manage_company: true } });
    stubApi({
      'GET exports/': pagedAnswer([job(1, 'failed', { requested_by: { id: 9, name: 'Luis Navarro' } })]),
      'DELETE exports/1/': [409, { detail: 'This export is running. Delete it once it is ready or has failed.' }],
    });
    renderRoutes(exportScreens, '/exports');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete export #1' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete export' });
    expect(dialog.textContent).toContain('Delete this Purchase orders export?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This export is running. Delete it once it is ready or has failed.')).toBeTruthy();
  });

  /** The options of one select (its own listbox: the others stay in the document, hidden). */
  const optionsOf = async (name: string) => {
    const box = await screen.findByRole('combobox', { name }, { timeout: 8000 });
    await userEvent.click(box);
    await waitFor(() => expect(document.getElementById(box.getAttribute('aria-controls') ?? '')).toBeTruthy());
    const listbox = document.getElementById(box.getAttribute('aria-controls')!)!;
    return within(listbox).getAllByRole('option', { hidden: true }).map((o) => o.textContent);
  };
  const offered = () => optionsOf('Export');

  it("offers a seller only the exports a seller may start (orders, invoices), where every kind was offered and refused with 403", async () => {
    signInForTest({ systemType: 'seller', services: { tool_services: true } });
    stubApi({ 'GET exports/': pagedAnswer([]) });
    renderRoutes(exportScreens, '/exports');
    expect(await offered()).toEqual(['Purchase orders', 'Invoices']);
  });

  it("offers a contractor without asset services no tool charges, asset list or shipping forms, and no BOM to a group that hides the project material", async () => {
    signInForTest({ permissions: { hide_project_material: true } });
    stubApi({ 'GET exports/': pagedAnswer([]) });
    renderRoutes(exportScreens, '/exports');
    expect(await offered()).toEqual(['Purchase orders', 'Invoices', 'Job-site stock']);
  });

  it("exports the asset list of a service the company has, chosen among its services", async () => {
    signInForTest({ services: { prefab_services: true, inventory_services: true } });
    const api = stubApi({ 'GET exports/': pagedAnswer([]), 'POST exports/': [201, job(4, 'queued')] });
    renderRoutes(exportScreens, '/exports');
    await offered();
    await userEvent.click(screen.getByRole('option', { name: 'Asset list report', hidden: true }));
    expect(await optionsOf('Service')).toEqual(['Prefab', 'Stock']);
    await userEvent.click(screen.getByRole('option', { name: 'Stock', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Start export' }));
    await waitFor(() => expect(api.called('POST', 'exports/')).toHaveLength(1));
    expect(api.called('POST', 'exports/')[0].body).toEqual({ kind: 'export_asset_list_wrapper', params: { service: 'stock', format: 'csv' } });
  });

  it('starts an export in the background', async () => {
    signInForTest();
    const api = stubApi({ 'GET exports/': pagedAnswer([]), 'POST exports/': [201, job(4, 'queued')] });
    renderRoutes(exportScreens, '/exports');
    await userEvent.click(await screen.findByRole('button', { name: 'Start export' }, { timeout: 8000 }));
    expect(screen.getByText(/^Every order, whatever its status or date\./)).toBeTruthy();
    await waitFor(() => expect(api.called('POST', 'exports/')).toHaveLength(1));
    expect(api.called('POST', 'exports/')[0].body).toEqual({ kind: 'orders', params: { format: 'csv', date_limit: 0 } });
    await waitFor(() => expect(api.called('GET', 'exports/').length).toBeGreaterThanOrEqual(2));
  });
});
