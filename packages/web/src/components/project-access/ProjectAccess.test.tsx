import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagedAnswer, stubApi } from '../../test/api-stub';
import { renderWithProviders } from '../../test/render';
import { NO_SUCH_JOB, RequestProjectAccessDialog } from './RequestProjectAccessDialog';
import { SupplierAccessRequestsPanel } from './SupplierAccessRequestsPanel';

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => notifications.clean());
});

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const request = (id: number, extra: object = {}) => ({
  id, project_id: 40 + id, project_name: `Tower ${id}`, main_job_num: `J-${id}`, requester_name: 'Sam Seller', requester_email: 'sam@metro.test',
  requester_company_name: 'Metro Supply', message: 'We ship your switchgear', status: 'pending', created_at: '2026-11-25T10:00:00Z', ...extra,
});

describe('supplier project access request', { timeout: 30_000 }, () => {
  it('a seller picks a customer, gives the job number and a message, and sends it', async () => {
    const api = stubApi({
      'GET price_file/buyer_companies/': [200, [{ id: 3, name: 'Summit Builders' }, { id: 4, name: 'Ridge Electric' }]],
      'POST projects/supplier_access_request/': [201, { detail: 'Your request has been sent.' }],
    });
    const onClose = vi.fn();
    renderWithProviders(<RequestProjectAccessDialog opened onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Request project access' });
    // nothing chosen: the form says what is missing and sends nothing
    await user().click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect((await within(dialog).findAllByText('This field is required.')).length).toBeGreaterThan(0);
    expect(api.called('POST', 'projects/supplier_access_request/')).toHaveLength(0);

    await user().click(within(dialog).getByRole('combobox', { name: /^Contractor/ }));
    await user().click(await screen.findByRole('option', { name: 'Ridge Electric', hidden: true }));
    await user().type(within(dialog).getByRole('textbox', { name: /^Main job number/ }), ' 2024-117 ');
    await user().type(within(dialog).getByRole('textbox', { name: 'Message' }), 'We quote your gear');
    await user().click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(api.called('POST', 'projects/supplier_access_request/')).toHaveLength(1));
    expect(api.called('POST', 'projects/supplier_access_request/')[0].body).toEqual({ company_id: 4, main_job_num: '2024-117', message: 'We quote your gear' });
    expect(await screen.findByText('Your request has been sent.')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('says so on the job number when the customer has no such job', async () => {
    stubApi({
      'GET price_file/buyer_companies/': [200, [{ id: 3, name: 'Summit Builders' }]],
      'POST projects/supplier_access_request/': [404, { detail: 'Not found.' }],
    });
    const onClose = vi.fn();
    renderWithProviders(<RequestProjectAccessDialog opened onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Request project access' });
    await user().click(within(dialog).getByRole('combobox', { name: /^Contractor/ }));
    await user().click(await screen.findByRole('option', { name: 'Summit Builders', hidden: true }));
    await user().type(within(dialog).getByRole('textbox', { name: /^Main job number/ }), 'NOPE');
    await user().click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText(NO_SUCH_JOB)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('tells a seller without customers that there is no one to ask', async () => {
    stubApi({ 'GET price_file/buyer_companies/': [200, []] });
    renderWithProviders(<RequestProjectAccessDialog opened onClose={() => {}} />);
    expect(await screen.findByText(/No contractor lists your company as a supplier yet/)).toBeTruthy();
  });

  it('the contractor sees the pending requests and approves or declines each', async () => {
    let pending = [request(1), request(2, { message: '' })];
    const api = stubApi({
      'GET projects/supplier_access_requests/': (_b, url) => {
        expect(url.searchParams.get('status')).toBe('pending');
        return pagedAnswer(pending);
      },
      'POST projects/supplier_access_requests/1/': () => {
        pending = pending.filter((r) => r.id !== 1);
        return [200, { detail: 'Request approved.' }];
      },
      'POST projects/supplier_access_requests/2/': () => {
        pending = pending.filter((r) => r.id !== 2);
        return [200, { detail: 'Request declined.' }];
      },
    });
    renderWithProviders(<SupplierAccessRequestsPanel />);
    const first = await screen.findByRole('article', { name: 'Access request from Sam Seller of Metro Supply for Tower 1' });
    expect(within(first).getByText('asks for access to Tower 1 (job # J-1)')).toBeTruthy();
    expect(within(first).getByText('“We ship your switchgear”')).toBeTruthy();
    await user().click(within(first).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.called('POST', 'projects/supplier_access_requests/1/')[0]?.body).toEqual({ action: 'approve' }));
    expect(await screen.findByText('Request approved.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: /Tower 1$/ })).toBeNull());

    const second = screen.getByRole('article', { name: /Tower 2$/ });
    await user().click(within(second).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(api.called('POST', 'projects/supplier_access_requests/2/')[0]?.body).toEqual({ action: 'decline' }));
    // none left: the panel steps aside
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Supplier access requests' })).toBeNull());
  });

  it('shows nothing while no request waits, and says so when the requests cannot be loaded', async () => {
    stubApi({ 'GET projects/supplier_access_requests/': pagedAnswer([]) });
    const { unmount } = renderWithProviders(<SupplierAccessRequestsPanel />);
    await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Supplier access requests' })).toBeNull();
    unmount();
    vi.unstubAllGlobals();
    stubApi({ 'GET projects/supplier_access_requests/': [500, { detail: 'boom' }] });
    renderWithProviders(<SupplierAccessRequestsPanel />);
    expect(await screen.findByText('Supplier access requests could not be loaded', {}, { timeout: 5000 })).toBeTruthy();
  });
});
