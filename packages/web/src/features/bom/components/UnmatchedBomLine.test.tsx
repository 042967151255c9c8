import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { importLine } from '../test/fixtures';
import { UnmatchedBomLine } from './UnmatchedBomLine';

afterEach(() => vi.unstubAllGlobals());

const line = importLine({ line: 4, quantity: 12, description: 'Hanger bracket north wall', status: 'unmatched', decision: null });

describe('an unmatched BOM import line', () => {
  it('says the catalogue could not be searched, not that nothing matches, and Try again searches again', async () => {
    let fail = true;
    const api = stubApi({ 'POST searchproduct/': () => (fail ? [503, { detail: 'Down for maintenance' }] : pagedAnswer([])) });
    renderWithProviders(<UnmatchedBomLine line={line} choice={undefined} onChoose={() => {}} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Search the catalogue for line 4' }), { target: { value: 'hanger' } });
    expect(await screen.findByText('The catalogue could not be searched', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText(/No catalogue item matches/)).toBeNull();
    const asked = api.called('POST', 'searchproduct/').length;
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No catalogue item matches “hanger”.')).toBeTruthy();
    expect(api.called('POST', 'searchproduct/').length).toBe(asked + 1);
  });
});
