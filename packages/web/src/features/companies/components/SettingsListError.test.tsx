import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { GlCodesSection } from './GlCodesSection';
import { NotesLibrarySection } from './NotesLibrarySection';
import { PoNumberingSection } from './PoNumberingSection';
import { WarehousesSection } from './WarehousesSection';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a settings list that cannot be loaded', () => {
  it("says so instead of an empty list, with the server's reason, and Try again asks again", async () => {
    let fail = true;
    const api = stubApi({
      'GET gl_codes/': () => (fail ? [403, { detail: 'You do not have permission to perform this action.' }] : pagedAnswer([{ id: 1, code: '5000', description: 'Materials', is_default: false }])),
    });
    renderWithProviders(<GlCodesSection />);
    const state = (await screen.findByText('This list could not be loaded')).closest<HTMLElement>('[role="alert"]')!;
    // The list's own error state gives the reason (the toast says it too), not a connection problem.
    expect(within(state).getByText('You do not have permission to perform this action.')).toBeTruthy();
    expect(screen.queryByText('5000')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('5000')).toBeTruthy();
    expect(api.called('GET', 'gl_codes/').length).toBe(2);
  });

  it('the notes library says it could not be loaded, not that it has no notes, and Try again asks again', async () => {
    let fail = true;
    const api = stubApi({
      'GET company_notes/': () => (fail ? [500, { detail: 'Something went wrong.' }] : pagedAnswer([])),
    });
    renderWithProviders(<NotesLibrarySection />);
    await screen.findByText('Notes could not be loaded');
    expect(screen.queryByText(/No notes yet/)).toBeNull();
    const asked = api.called('GET', 'company_notes/').length;
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('No notes yet. Add a note to reuse it on orders, shipping forms and requests.');
    expect(screen.queryByText('Notes could not be loaded')).toBeNull();
    expect(api.called('GET', 'company_notes/').length).toBe(asked + 1);
  });

  it('PO numbering says it could not be loaded, where it showed nothing, and Try again asks again', async () => {
    let fail = true;
    const settings = { generation_type: 'company_wide', prefix: 'PO', separator: '-', padding: 5, next_number: 12, example: 'PO-00012', can_edit: true };
    const api = stubApi({ 'GET po_number/': () => (fail ? [503, { detail: 'Down for maintenance' }] : [200, settings]), 'GET po_prefixes/': pagedAnswer([]) });
    renderWithProviders(<PoNumberingSection />);
    const state = (await screen.findByText('PO numbering could not be loaded', {}, { timeout: 5000 })).closest<HTMLElement>('[role="alert"]')!;
    expect(within(state).getByText('Down for maintenance')).toBeTruthy();
    const asked = api.called('GET', 'po_number/').length;
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Next company-wide number: PO-00012')).toBeTruthy();
    expect(screen.getByText(/No PO prefixes yet/)).toBeTruthy();
    expect(api.called('GET', 'po_number/').length).toBe(asked + 1);
  });

  it("a warehouse's bin locations say they could not be loaded, where they showed nothing, and Try again asks again", async () => {
    let fail = true;
    const warehouse = { id: 3, name: 'Denver Tool Crib', type: 'Tools', is_default: true };
    const api = stubApi({
      'GET warehouses/': pagedAnswer([warehouse]),
      'GET warehouses/3/bins/': () => (fail ? [503, { detail: 'Down for maintenance' }] : pagedAnswer([])),
    });
    renderWithProviders(<WarehousesSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Bins' }));
    const state = (await screen.findByText('Bin locations could not be loaded', {}, { timeout: 8000 })).closest<HTMLElement>('[role="alert"]')!;
    expect(within(state).getByText('Down for maintenance')).toBeTruthy();
    const asked = api.called('GET', 'warehouses/3/bins/').length;
    fail = false;
    fireEvent.click(within(state).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No bin locations yet. Add one below; each gets a QR label to scan.')).toBeTruthy();
    expect(api.called('GET', 'warehouses/3/bins/').length).toBe(asked + 1);
  });
});
