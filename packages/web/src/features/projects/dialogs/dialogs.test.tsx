import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { CodeListEditor } from '../components/CodeListEditor';
import { CreateProjectDialog } from './CreateProjectDialog';
import { RequestAccessDialog } from './RequestAccessDialog';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function stubFetch(answer: (url: string, init: RequestInit) => unknown) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => new Response(JSON.stringify(answer(url, init)), { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const empty = { count: 0, next: null, previous: null, results: [] };

describe('create project dialog', () => {
  it('needs a name, then posts the project and hands it over', async () => {
    const fetchMock = stubFetch((url, init) => (init.method === 'POST' ? { id: 41, name: 'Depot', main_job_num: 'J-9' } : empty));
    const onCreated = vi.fn();
    renderWithProviders(<CreateProjectDialog opened onClose={() => {}} onCreated={onCreated} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Create project' }));
    expect(await screen.findByText('Please enter a project name.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Project name/), { target: { value: 'Depot' } });
    fireEvent.change(screen.getByLabelText(/Job #/), { target: { value: 'J-9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: 41 })));
    const post = fetchMock.mock.calls.find(([, init]) => init.method === 'POST')!;
    expect(post[0]).toBe('/api/v1/projects/');
    expect(JSON.parse(post[1].body as string)).toEqual({ name: 'Depot', main_job_num: 'J-9', is_create_group: false, parent_id: null, is_work_order: false });
  });
});

describe('request project access dialog', () => {
  it('searches only from 3 characters', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubFetch(() => ({ ...empty, count: 1, results: [{ id: 5, name: 'Boulder Lab', main_job_num: 'J-1', parent_name: null, status: 'active', is_owner: false, owner_names: ['Dana W'] }] }));
    renderWithProviders(<RequestAccessDialog opened onClose={() => {}} />);
    fireEvent.change(await screen.findByLabelText('Find a project'), { target: { value: 'bo' } });
    // past the search box's 300 ms debounce: the search it would start has started
    await act(() => vi.advanceTimersByTimeAsync(450));
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Find a project'), { target: { value: 'bou' } });
    expect(await screen.findByRole('button', { name: 'Request access to Boulder Lab' })).toBeTruthy();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/SearchProjects/?search_text=bou&page_size=20');
  });

  it('says the search failed, not that no project matches, and Try again searches again', async () => {
    let fail = true;
    const api = stubApi({
      'GET SearchProjects/': () =>
        fail ? [500, { detail: 'Something went wrong.' }] : pagedAnswer([{ id: 5, name: 'Boulder Lab', main_job_num: 'J-1', parent_name: null, status: 'active', is_owner: false, owner_names: ['Dana W'] }]),
    });
    renderWithProviders(<RequestAccessDialog opened onClose={() => {}} />);
    fireEvent.change(await screen.findByLabelText('Find a project'), { target: { value: 'bou' } });
    await screen.findByText('Projects could not be searched', {}, { timeout: 5000 });
    expect(screen.queryByText('No project matches.')).toBeNull();
    const asked = api.called('GET', 'SearchProjects/').length;
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Request access to Boulder Lab' })).toBeTruthy();
    expect(api.called('GET', 'SearchProjects/').length).toBe(asked + 1);
  });
});

describe('popular code list editor', () => {
  it('says both code and name are needed without asking the server', async () => {
    const fetchMock = stubFetch(() => ({}));
    renderWithProviders(<CodeListEditor projectId={3} list="popular_cost_codes" entries={[]} />);
    fireEvent.change(await screen.findByLabelText('New cost code of Popular cost codes'), { target: { value: 'L' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Popular cost codes' }));
    expect(await screen.findByText('Please enter both cost code and name')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reorders with the arrows through update_phase_code', async () => {
    const entries = [
      { id: 1, code: '100', name: 'Rough-in' },
      { id: 2, code: '200', name: 'Trim' },
    ];
    const fetchMock = stubFetch(() => ({ id: 3 }));
    renderWithProviders(<CodeListEditor projectId={3} list="popular_phase_codes" entries={entries} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Move 200 up' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/projects/3/');
    expect(JSON.parse(fetchMock.mock.calls[0][1].body as string)).toEqual({ func: 'update_phase_code', list: 'popular_phase_codes', action: 'reorder', value: [2, 1] });
  });
});
