import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { GlCodesSection } from './GlCodesSection';

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
});
