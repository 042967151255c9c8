import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { NotificationsDialog } from './NotificationsDialog';

afterEach(() => vi.unstubAllGlobals());

describe('NotificationsDialog', () => {
  it('says the notifications could not be loaded, not that there are none, and Try again asks again', async () => {
    let fail = true;
    const api = stubApi({
      'GET ListNotification/': () =>
        fail ? [500, { detail: 'Something went wrong.' }] : pagedAnswer([{ id: 9, content: 'Order 1042 was delivered', link: '/orders', read: false, created: '2026-11-27T10:00:00Z' }]),
    });
    renderWithProviders(<NotificationsDialog opened onClose={() => {}} />);
    await screen.findByText('Notifications could not be loaded', {}, { timeout: 5000 });
    expect(screen.queryByText('No notifications here.')).toBeNull();
    const asked = api.called('GET', 'ListNotification/').length;
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Order 1042 was delivered');
    expect(screen.queryByText('Notifications could not be loaded')).toBeNull();
    expect(api.called('GET', 'ListNotification/').length).toBe(asked + 1);
  });
});
