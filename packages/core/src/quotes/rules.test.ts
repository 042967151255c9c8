import { describe, expect, it } from 'vitest';
import { QUOTE_STATUSES, quoteActionsFor, quoteTransition } from './rules';

describe('quote transitions', () => {
  it('allows exactly send from editing, buy from active, archive and cancel while open', () => {
    const table = Object.fromEntries(QUOTE_STATUSES.map((s) => [s, quoteActionsFor(s)]));
    expect(table).toEqual({
      editing: ['send', 'archive', 'cancel'],
      active: ['purchase', 'archive', 'cancel'],
      purchased: ['archive'],
      archived: [],
      canceled: [],
    });
  });
  it('says why a step is refused', () => {
    expect(quoteTransition('purchased', 'cancel')).toEqual({ ok: false, error: 'A quote that is purchased cannot be canceled.' });
    expect(quoteTransition('editing', 'purchase')).toEqual({ ok: false, error: 'A quote that is being edited cannot be bought.' });
    expect(quoteTransition('active', 'send')).toEqual({ ok: false, error: 'A quote that is active cannot be sent.' });
    expect(quoteTransition('canceled', 'archive')).toEqual({ ok: false, error: 'A quote that is canceled cannot be archived.' });
  });
});
