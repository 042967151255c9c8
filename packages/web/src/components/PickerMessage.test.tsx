import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagedAnswer, stubApi } from '../test/api-stub';
import { renderWithProviders } from '../test/render';
import { ProjectSelect } from './ProjectSelect';

afterEach(() => vi.unstubAllGlobals());

const project = { id: 9, name: 'Calgary DC Phase 1', main_job_num: '24-118', is_group: false };

describe("a picker's options", () => {
  it('say they could not be searched, with why, and Try again searches again', async () => {
    let fail = true;
    const api = stubApi({ 'GET ListProject/': () => (fail ? [503, { detail: 'Down for maintenance' }] : pagedAnswer([project])) });
    renderWithProviders(<ProjectSelect value={null} onChange={() => {}} />);
    fireEvent.click(screen.getByRole('combobox', { name: /^Project/ }));
    expect(await screen.findByText('Projects could not be searched. Down for maintenance', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('No active project matches')).toBeNull();
    const asked = api.called('GET', 'ListProject/').length;
    fail = false;
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Try again', hidden: true }));
    expect(await screen.findByRole('option', { name: 'Calgary DC Phase 1 · 24-118', hidden: true })).toBeTruthy();
    expect(api.called('GET', 'ListProject/').length).toBe(asked + 1);
  });

  it('say nothing matches when the search found nothing', async () => {
    stubApi({ 'GET ListProject/': pagedAnswer([]) });
    renderWithProviders(<ProjectSelect value={null} onChange={() => {}} />);
    fireEvent.click(screen.getByRole('combobox', { name: /^Project/ }));
    expect(await screen.findByText('No active project matches')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
