import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '@jobsite/core';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { passClickThrottle } from '../../../test/click-throttle';
import { renderRoutes } from '../../../test/render';
import { codeLists, companySettings, makeLine, result } from '../test/fixtures';
import { giveElementsASize } from '../test/layout';
import { BomPage } from './BomPage';

giveElementsASize();
// Toasts live in one module-wide store: clear them so each test sees only its own.
afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const summary = { count: 3, total_price: 54, phase_codes: [], cost_codes: [], manufacturers: [{ id: 5, name: 'Allied Tube & Conduit', count: 3 }] };
const project = { id: 9, name: 'Riverside Medical Center', ...codeLists };

function openBom(lines: CartItem[], onAction: (body: Record<string, unknown>) => [number, unknown] = (body) => result(lines.filter((l) => (body.id_list as number[] | undefined)?.includes(l.id) || body.item_id === l.id))) {
  const api = stubApi({
    'GET projects/9/retrieve_cart_items/': pagedAnswer(lines),
    'GET projects/9/retrieve_cart_summary/': [200, summary],
    'GET projects/9/': [200, project],
    'GET company_settings/': [200, companySettings],
    'POST projects/9/': (body) => onAction(body as Record<string, unknown>),
  });
  renderRoutes([{ path: '/project/bom/:id', element: <BomPage /> }], '/project/bom/9');
  return api;
}
const posts = (api: ReturnType<typeof stubApi>) => api.called('POST', 'projects/9/').map((c) => c.body);

describe('inline quantity edit', () => {
  it('says Quantity must be greater than 0 for zero or less and sends nothing', async () => {
    const api = openBom([makeLine(1)]);
    const input = await screen.findByRole('textbox', { name: 'Quantity of ATC-EMT01' });
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await screen.findByText('Quantity must be greater than 0');
    fireEvent.change(input, { target: { value: '-3' } });
    fireEvent.blur(input);
    await screen.findByText('Quantity must be greater than 0');
    expect(posts(api)).toEqual([]);
  });

  it('sends nothing when the quantity is unchanged', async () => {
    const api = openBom([makeLine(1)]);
    const input = await screen.findByRole('textbox', { name: 'Quantity of ATC-EMT01' });
    fireEvent.change(input, { target: { value: '4' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.blur(input);
    // A change saved after it goes out in order: when it has gone, a request for the unchanged value would have gone first.
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '5' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(posts(api)).not.toEqual([]));
    expect(posts(api)).toEqual([expect.objectContaining({ func: 'set_total_quantity', item_id: 1, package_count: 5 })]);
  });

  it('saves a new quantity once on Enter (leaving the field after does not send it again)', async () => {
    const api = openBom([makeLine(1)], (body) => result([makeLine(1, { package_count: body.package_count as number, total_quantity: 60 })]));
    const input = await screen.findByRole('textbox', { name: 'Quantity of ATC-EMT01' });
    fireEvent.change(input, { target: { value: '6' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.blur(input);
    await waitFor(() => expect(posts(api)).toHaveLength(1));
    // The line's updated_at goes back too: someone else's change in between answers 409 instead of being overwritten.
    expect(posts(api)[0]).toEqual({ func: 'set_total_quantity', item_id: 1, package_count: 6, base_item_options: 21, expected_updated_at: expect.any(String) });
    await waitFor(() => expect(input).toHaveProperty('value', '6'));
    fireEvent.blur(input);
    expect(posts(api)).toHaveLength(1);
  });
});

describe('bulk actions on selected lines', () => {
  const lines = [makeLine(1, { package_count: 4 }), makeLine(2, { package_count: 2, phase_code: { code: '100', name: 'Site work' } }), makeLine(3)];
  const select = async (...codes: string[]) => {
    for (const code of codes) fireEvent.click(await screen.findByRole('checkbox', { name: `Select ${code}` }));
    return screen.getByRole('toolbar', { name: 'Bulk actions' });
  };

  it('sets one quantity on the selected lines that differ, in one request', async () => {
    const api = openBom(lines);
    const bar = await select('ATC-EMT01', 'ATC-EMT02');
    within(bar).getByText('2 selected');
    fireEvent.click(within(bar).getByRole('button', { name: 'Set quantity' }));
    const dialog = await screen.findByRole('dialog');
    const quantity = within(dialog).getByRole('textbox', { name: /Quantity/ });
    fireEvent.change(quantity, { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('Quantity must be greater than 0');
    // Save is a throttled button: a second click within 200 ms is the same click by design.
    passClickThrottle();
    fireEvent.change(quantity, { target: { value: '4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts(api)).toHaveLength(1));
    expect(posts(api)[0]).toEqual({ func: 'bulk_set_cart_item_quantity', id_list: [2], value: 4 });
  });

  it('sets phase and cost code in bulk only on lines without one', async () => {
    const api = openBom(lines);
    const bar = await select('ATC-EMT01', 'ATC-EMT02', 'ATC-EMT03');
    fireEvent.click(within(bar).getByRole('button', { name: 'Phase and cost code' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Set on lines without a code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set phase and cost code' });
    fireEvent.change(within(dialog).getByLabelText('Phase code'), { target: { value: '260' } });
    fireEvent.change(within(dialog).getByLabelText('Phase code name'), { target: { value: 'Rough-in' } });
    fireEvent.change(within(dialog).getByLabelText('Cost code'), { target: { value: 'M-20' } });
    fireEvent.change(within(dialog).getByLabelText('Cost code name'), { target: { value: 'Material' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts(api)).toHaveLength(1));
    expect(posts(api)[0]).toEqual({
      func: 'set_item_phase_code_and_cost_code',
      id_list: [1, 2, 3],
      override: false,
      material: false,
      phase_code: { code: '260', name: 'Rough-in' },
      cost_code: { code: 'M-20', name: 'Material' },
    });
  });

  it('writes comments on the selected lines and sends nothing when they already read so', async () => {
    const api = openBom([makeLine(1, { item_comments: 'Deliver to gate 3' }), makeLine(2, { item_comments: 'Deliver to gate 3' })]);
    const bar = await select('ATC-EMT01', 'ATC-EMT02');
    fireEvent.click(within(bar).getByRole('button', { name: 'Comments' }));
    let dialog = await screen.findByRole('dialog', { name: 'Item comments' });
    expect(within(dialog).getByRole('textbox', { name: 'Comments' })).toHaveProperty('value', 'Deliver to gate 3');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Item comments' })).toBeNull());
    expect(posts(api)).toEqual([]);
    fireEvent.click(within(bar).getByRole('button', { name: 'Comments' }));
    dialog = await screen.findByRole('dialog', { name: 'Item comments' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Comments' }), { target: { value: 'Gate 4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts(api)).toEqual([{ func: 'set_item_comments', id_list: [1, 2], item_comments: 'Gate 4' }]));
  });

  it('deletes the selected lines after confirming, and drops them from the list', async () => {
    const api = openBom(lines, () => result([], [1, 3]));
    const bar = await select('ATC-EMT01', 'ATC-EMT03');
    fireEvent.click(within(bar).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete lines' });
    expect(posts(api)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(posts(api)).toEqual([{ func: 'delete_items', id_list: [1, 3] }]));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'ATC-EMT01' })).toBeNull());
    expect(screen.getByRole('listitem', { name: 'ATC-EMT02' })).toBeTruthy();
    expect(screen.getByText('Showing 1 of 1 line')).toBeTruthy();
  });

  it('marks substitutes allowed only on lines not yet marked', async () => {
    const api = openBom([makeLine(1, { is_substitute_allowed: true }), makeLine(2)]);
    const bar = await select('ATC-EMT01', 'ATC-EMT02');
    fireEvent.click(within(bar).getByRole('button', { name: 'More' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Mark substitute allowed' }));
    await waitFor(() => expect(posts(api)).toEqual([{ func: 'mark_is_substitute_allowed', id_list: [2], value: true }]));
  });
});

describe('edit manufacturer of a line', () => {
  it('says No changes detected and sends nothing when the manufacturer is unchanged', async () => {
    const api = openBomWithDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for ATC-EMT01' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit manufacturer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit manufacturer' });
    await waitFor(() => expect(api.called('GET', 'GetItemDetail/')).toHaveLength(1));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('No changes detected', {}, { timeout: 3000 });
    expect(posts(api)).toEqual([]);
  });
});

function openBomWithDetail() {
  const line = makeLine(1);
  const api = stubApi({
    'GET projects/9/retrieve_cart_items/': pagedAnswer([line]),
    'GET projects/9/retrieve_cart_summary/': [200, summary],
    'GET projects/9/': [200, project],
    'GET GetItemDetail/': [200, { id: 101, manufacturers: [{ id: 5, name: 'Allied Tube & Conduit', is_primary: true }, { id: 6, name: 'Wheatland Tube', is_primary: false }] }],
  });
  renderRoutes([{ path: '/project/bom/:id', element: <BomPage /> }], '/project/bom/9');
  return api;
}

describe('totals and group headers under filters', () => {
  it('asks the summary for the list’s filters and shows its counts in the group headers and the shown lines’ total', async () => {
    const site = { code: '100', name: 'Site work' };
    const lines = [makeLine(1, { phase_code: site }), makeLine(2, { phase_code: site }), makeLine(3)];
    const api = stubApi({
      'GET projects/9/retrieve_cart_items/': pagedAnswer(lines),
      'GET projects/9/retrieve_cart_summary/': (_body, url) =>
        url.searchParams.get('search') === 'conduit'
          ? [200, { count: 3, total_price: 36.5, phase_codes: [{ ...site, count: 2 }], cost_codes: [], manufacturers: [] }]
          : [200, { count: 40, total_price: 900, phase_codes: [{ ...site, count: 25 }], cost_codes: [], manufacturers: [] }],
      'GET projects/9/': [200, project],
    });
    renderRoutes([{ path: '/project/bom/:id', element: <BomPage /> }], '/project/bom/9');
    fireEvent.click(await screen.findByLabelText('Group by phase code'));
    const header = async (name: string) => (await screen.findByRole('heading', { name: new RegExp(name) })).textContent;
    await waitFor(async () => expect(await header('Phase 100')).toBe('Phase 100 · Site work25 lines'));
    expect(await header('No phase code')).toBe('No phase code15 lines');
    fireEvent.change(screen.getByRole('textbox', { name: 'Search materials' }), { target: { value: 'conduit' } });
    await waitFor(() => expect(api.called('GET', 'projects/9/retrieve_cart_summary/').some((c) => c.query.get('search') === 'conduit')).toBe(true));
    await waitFor(async () => expect(await header('Phase 100')).toBe('Phase 100 · Site work2 lines'));
    expect(await header('No phase code')).toBe('No phase code1 line');
    await screen.findByText('Showing 3 of 3 lines · $36.50 in total');
    // The toolbar keeps the whole BOM's totals, and the summary takes no ordering.
    expect(screen.getByLabelText('BOM totals').textContent).toBe('40 lines · $900.00');
    const filteredCall = api.called('GET', 'projects/9/retrieve_cart_summary/').find((c) => c.query.get('search') === 'conduit')!;
    expect(Object.fromEntries(filteredCall.query)).toEqual({ search: 'conduit' });
  });
});

describe('row menu dialogs', () => {
  it('offers Edit custom item on a custom line, Hold for release on a catalogue line, and the spool editor from the spool badge', async () => {
    const spool = { id: 40, spool_number: 'SP-7', spool_tag: '', stack_layers: 1 };
    const lines = [makeLine(1, { spool }), makeLine(2, { is_custom: true, base_item_id: null, base_item_code: 'PB-24', custom_item_id: 31 })];
    stubApi({
      'GET projects/9/retrieve_cart_items/': (_b, url) => [200, { count: url.searchParams.get('spool_id') ? 1 : 2, next: null, previous: null, results: url.searchParams.get('spool_id') ? [lines[0]] : lines }],
      'GET projects/9/retrieve_cart_summary/': [200, summary],
      'GET projects/9/': [200, project],
      'POST SearchHoldForReleaseItems/': pagedAnswer([]),
    });
    renderRoutes([{ path: '/project/bom/:id', element: <BomPage /> }], '/project/bom/9');
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for PB-24' }));
    expect(screen.queryByRole('menuitem', { name: 'Hold for release' })).toBeNull();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit custom item' }));
    await screen.findByRole('dialog', { name: 'Edit custom item' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for ATC-EMT01' }));
    expect(screen.queryByRole('menuitem', { name: 'Edit custom item' })).toBeNull();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Hold for release' }));
    await screen.findByText('No hold-for-release item of this catalogue item.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit spool SP-7' }));
    const editor = await screen.findByRole('dialog', { name: 'Spool SP-7' });
    await within(editor).findByRole('listitem', { name: 'ATC-EMT01' });
  });
});
