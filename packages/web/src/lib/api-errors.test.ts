import { describe, expect, it } from 'vitest';
import { presentError } from './api-errors';

describe('presenting a failed call', () => {
  it('sends the user to sign in when credentials were not provided', () => {
    expect(presentError(401, { detail: 'Authentication credentials were not provided.' })).toEqual({ kind: 'signin' });
  });

  it('toasts a detail, or a plain string body', () => {
    expect(presentError(400, { detail: 'Code Expired.' })).toEqual({ kind: 'toast', message: 'Code Expired.' });
    expect(presentError(404, 'No such order')).toEqual({ kind: 'toast', message: 'No such order' });
    expect(presentError(409, { detail: 'Already shipped' })).toEqual({ kind: 'toast', message: 'Already shipped' });
  });

  it('opens the error dialog for trigger_error_dialog', () => {
    const body = { trigger_error_dialog: true, errors: [{ message: 'Set a supplier', action_url: '/orders' }] };
    expect(presentError(400, body)).toEqual({ kind: 'dialog', errors: body.errors });
  });

  it("writes field errors as 'Field: message' lines, non_field_errors plainly, list items numbered from 1", () => {
    const shown = presentError(400, {
      shipping_date: ['Please select a shipping date'],
      non_field_errors: ['Please select a delivery option first.'],
      packaging_items: [{}, { height: ['A valid number is required.'] }],
    });
    expect(shown).toMatchObject({ kind: 'fields' });
    if (shown.kind !== 'fields') return;
    expect(shown.lines).toEqual([
      'Shipping Date: Please select a shipping date',
      'Please select a delivery option first.',
      'Packaging Items 2 Height: A valid number is required.',
    ]);
    expect(shown.fields).toEqual({ shipping_date: ['Please select a shipping date'], non_field_errors: ['Please select a delivery option first.'] });
  });

  it("numbers from 1 the list positions the server's flat keys count from 0", () => {
    const shown = presentError(400, { 'popular_phase_codes.4.code': ['Ensure this field has no more than 50 characters.'], 'email_domains.0': ['Enter a domain.'] });
    expect(shown).toMatchObject({ kind: 'fields', lines: ['Popular Phase Codes 5 Code: Ensure this field has no more than 50 characters.', 'Email Domains 1: Enter a domain.'] });
  });

  it("names a list's search parameter Search, not by its query name (St, Search Text)", () => {
    const long = 'Ensure this field has no more than 200 characters.';
    expect(presentError(400, { st: [long] })).toMatchObject({ lines: [`Search: ${long}`] });
    expect(presentError(400, { search_text: [long] })).toMatchObject({ lines: [`Search: ${long}`] });
  });

  it('uses friendly labels when the screen gives them', () => {
    const shown = presentError(400, { external_tracking_num: ['Too long.'] }, { external_tracking_num: '3rd Party Tracking #' });
    expect(shown).toMatchObject({ lines: ['3rd Party Tracking #: Too long.'] });
  });

  it('falls back to the spec texts for other statuses and for no response', () => {
    expect(presentError(500, { error: 'x' })).toEqual({ kind: 'toast', message: 'An unexpected error occurred. Please try again later.' });
    expect(presentError(0, null)).toEqual({ kind: 'toast', message: 'Unexpected Error Occurred. Try again later.' });
  });
});
