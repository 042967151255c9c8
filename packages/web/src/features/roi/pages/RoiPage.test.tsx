import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { roiScreens } from '../routes';

async function open() {
  renderRoutes(roiScreens, '/roi');
  await screen.findByTestId('roi-money-saved', {}, { timeout: 8000 });
}

describe('ROI calculator', { timeout: 15_000 }, () => {
  it("shows the defaults' numbers: three roles of one person, 20 minutes a day, 20 percent saved over 250 days", async () => {
    await open();
    expect(screen.getByTestId('roi-hours-spent').textContent).toBe('250 h');
    expect(screen.getByTestId('roi-hours-saved').textContent).toBe('50 h');
    expect(screen.getByTestId('roi-money-saved').textContent).toBe('$2,166.67');
    const summary = screen.getByRole('table', { name: 'Summary by role' });
    const rows = within(summary).getAllByRole('row').map((r) => r.textContent);
    expect(rows).toContain('Field Leader83.3 h16.7 h$1,000.00');
    expect(rows).toContain('Purchaser83.3 h16.7 h$666.67');
    expect(rows).toContain('Accounting83.3 h16.7 h$500.00');
    expect(screen.getByRole('img', { name: 'Money saved a year, by role' })).toBeTruthy();
  });

  it('recomputes when a role changes, and adds and removes roles', async () => {
    await open();
    const people = screen.getByRole('textbox', { name: 'People in role 1' });
    await userEvent.clear(people);
    await userEvent.type(people, '3');
    // Field Leader: 3 people -> $3,000.00; total 3000 + 666.67 + 500
    expect(screen.getByTestId('roi-money-saved').textContent).toBe('$4,166.67');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Accounting' }));
    expect(screen.getByTestId('roi-money-saved').textContent).toBe('$3,666.67');
    await userEvent.click(screen.getByRole('button', { name: 'Add role' }));
    expect(screen.getByRole('textbox', { name: 'Role 3' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    expect(screen.getByTestId('roi-money-saved').textContent).toBe('$2,166.67');
  });

  it('prints the summary', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Print summary' }));
    expect(print).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
