import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { codeLists, companySettings, makeLine, result } from '../test/fixtures';
import { PhaseCostCodeDialog } from './PhaseCostCodeDialog';

afterEach(() => vi.unstubAllGlobals());

const site = { code: '100', name: 'Site work' };
const labor = { code: 'L-10', name: 'Labor' };

function open(mode: 'single' | 'bulk' | 'override' | 'material', lines = [makeLine(1)]) {
  const api = stubApi({ 'GET company_settings/': [200, companySettings], 'POST projects/9/': (body) => result(lines.map((l) => ({ ...l, ...(body as object) }))) });
  const onClose = vi.fn();
  renderWithProviders(<PhaseCostCodeDialog projectId={9} mode={mode} lines={lines} project={codeLists} onClose={onClose} />);
  return { api, onClose };
}
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('the phase and cost code dialogs', () => {
  it('asks for both phase code and name and sends nothing', async () => {
    const { api } = open('single');
    type('Phase code', '100');
    save();
    await screen.findByText('Please enter both phase code and name');
    expect(api.called('POST', 'projects/9/')).toHaveLength(0);
  });

  it('asks for both cost code and name and sends nothing', async () => {
    const { api } = open('bulk', [makeLine(1), makeLine(2)]);
    type('Cost code name', 'Labor');
    save();
    await screen.findByText('Please enter both cost code and name');
    expect(api.called('POST', 'projects/9/')).toHaveLength(0);
  });

  it('closes without a request when a line’s codes are saved unchanged', async () => {
    const { api, onClose } = open('single', [makeLine(1, { phase_code: site, cost_code: labor })]);
    expect(screen.getByLabelText('Phase code')).toHaveProperty('value', '100');
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.called('POST', 'projects/9/')).toHaveLength(0);
  });

  it('sends only the code that changed on a single line, and clears one emptied', async () => {
    const { api, onClose } = open('single', [makeLine(1, { phase_code: site, cost_code: labor })]);
    type('Phase code', '200');
    type('Phase code name', 'Underground');
    type('Cost code', '');
    type('Cost code name', '');
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.called('POST', 'projects/9/').map((c) => c.body)).toEqual([
      { func: 'set_item_phase_code_and_cost_code', id_list: [1], override: true, phase_code: { code: '200', name: 'Underground' }, cost_code: null },
    ]);
  });

  it('bulk: gives the code only to the selected lines without one', async () => {
    const { api, onClose } = open('bulk', [makeLine(1, { phase_code: site }), makeLine(2), makeLine(3)]);
    type('Phase code', '300');
    type('Phase code name', 'Trim');
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.called('POST', 'projects/9/').map((c) => c.body)).toEqual([
      { func: 'set_item_phase_code_and_cost_code', id_list: [2, 3], override: false, material: false, phase_code: { code: '300', name: 'Trim' } },
    ]);
  });

  it('bulk: sends nothing when every selected line already has a code', async () => {
    const { api, onClose } = open('bulk', [makeLine(1, { phase_code: site }), makeLine(2, { phase_code: { code: '5', name: 'Other' } })]);
    type('Phase code', '300');
    type('Phase code name', 'Trim');
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.called('POST', 'projects/9/')).toHaveLength(0);
  });

  it('override: replaces the code on every selected line that differs', async () => {
    const { api } = open('override', [makeLine(1, { cost_code: labor }), makeLine(2, { cost_code: { code: 'X', name: 'Old' } })]);
    type('Cost code', 'L-10');
    type('Cost code name', 'Labor');
    save();
    await waitFor(() => expect(api.called('POST', 'projects/9/')).toHaveLength(1));
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({ func: 'set_item_phase_code_and_cost_code', id_list: [2], override: true, material: false, cost_code: labor });
  });

  it('material: picks from the project’s material list and marks the update as material', async () => {
    const { api } = open('material', [makeLine(1), makeLine(2)]);
    fireEvent.click(screen.getAllByLabelText('Popular phase codes')[0]);
    fireEvent.click(await screen.findByRole('option', { name: '260 · Electrical rough-in' }));
    expect(screen.getByLabelText('Phase code name')).toHaveProperty('value', 'Electrical rough-in');
    save();
    await waitFor(() => expect(api.called('POST', 'projects/9/')).toHaveLength(1));
    expect(api.called('POST', 'projects/9/')[0].body).toEqual({
      func: 'set_item_phase_code_and_cost_code',
      id_list: [1, 2],
      override: true,
      material: true,
      phase_code: { code: '260', name: 'Electrical rough-in' },
    });
  });

  it('offers the company’s popular codes beside the project’s', async () => {
    const { api } = open('single');
    await waitFor(() => expect(api.called('GET', 'company_settings/')).toHaveLength(1));
    fireEvent.click(screen.getAllByLabelText('Popular phase codes')[0]);
    // Project codes first, then the company's (company settings widget), each under its heading.
    await screen.findByText('900 · Closeout');
    expect(within(screen.getByRole('listbox', { hidden: true, name: 'Popular phase codes' })).getAllByRole('group', { hidden: true }).map((g) => g.textContent)).toEqual(['Project100 · Site work', 'Company900 · Closeout']);
  });
});
