import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { NotificationBell } from './NotificationBell';

/** The page's websocket, driven by the test: it opens when told and delivers what the server would push. */
class FakeSocket {
  static last: FakeSocket | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((msg: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  close() {}
  open() {
    act(() => this.onopen?.());
  }
  push(event: unknown) {
    act(() => this.onmessage?.({ data: JSON.stringify(event) }));
  }
}

afterEach(() => {
  FakeSocket.last = null;
  vi.unstubAllGlobals();
});

describe('NotificationBell', () => {
  it('asks for the unread count once, then takes it from the socket, which greets every connection with it', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    const api = stubApi({ 'GET GetUnreadNotificationCount': [200, { count: 3 }] });
    const { unmount } = renderWithProviders(<NotificationBell />);
    expect(await screen.findByRole('button', { name: 'Notifications (3 unread)' })).toBeTruthy();

    // the socket connects after the page has asked: the server's greeting carries the count
    const socket = FakeSocket.last!;
    socket.open();
    socket.push({ type: 'version', version: '1' });
    socket.push({ type: 'unread_count', unread_count: 4 });
    expect(await screen.findByRole('button', { name: 'Notifications (4 unread)' })).toBeTruthy();
    // a new notification arrives with the new count
    socket.push({ type: 'notification', notification: { id: 9, content: 'Order 1042 was delivered', link: '/orders', read: false, created: '2026-11-27T10:00:00Z' }, unread_count: 5 });
    expect(await screen.findByRole('button', { name: 'Notifications (5 unread)' })).toBeTruthy();
    await waitFor(() => expect(api.called('GET', 'GetUnreadNotificationCount')).toHaveLength(1));
    unmount();
  });
});
