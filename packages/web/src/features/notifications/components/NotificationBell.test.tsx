import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { FakeSocket } from '../../../test/fake-socket';
import { renderWithProviders } from '../../../test/render';
import { NotificationBell } from './NotificationBell';

afterEach(() => vi.unstubAllGlobals());

describe('NotificationBell', () => {
  it('asks for the unread count once, then takes it from the socket, which greets every connection with it', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    const api = stubApi({ 'GET GetUnreadNotificationCount': [200, { count: 3 }] });
    const { unmount } = renderWithProviders(<NotificationBell />);
    expect(await screen.findByRole('button', { name: 'Notifications (3 unread)' })).toBeTruthy();

    // the socket has connected after the page asked: the server's greeting carries the count
    const socket = FakeSocket.last!;
    act(() => socket.push({ type: 'version', version: '1' }));
    act(() => socket.push({ type: 'unread_count', unread_count: 4 }));
    expect(await screen.findByRole('button', { name: 'Notifications (4 unread)' })).toBeTruthy();
    // a new notification arrives with the new count
    act(() => socket.push({ type: 'notification', notification: { id: 9, content: 'Order 1042 was delivered', link: '/orders', read: false, created: '2026-11-27T10:00:00Z' }, unread_count: 5 }));
    expect(await screen.findByRole('button', { name: 'Notifications (5 unread)' })).toBeTruthy();
    await waitFor(() => expect(api.called('GET', 'GetUnreadNotificationCount')).toHaveLength(1));
    unmount();
  });
});
