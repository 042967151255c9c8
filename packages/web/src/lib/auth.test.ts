import { afterEach, describe, expect, it, vi } from 'vitest';
import { logout } from './auth';
import { saveSignIn, storeRedirect, takeRedirect } from './session';

afterEach(() => vi.unstubAllGlobals());

function signedIn() {
  localStorage.setItem('account', JSON.stringify({ id: 1 }));
  localStorage.setItem('ExpiryDate', new Date(Date.now() + 60_000).toISOString());
}

describe('logout', () => {
  it('posts auth/logout/, clears the stored session and goes home', async () => {
    signedIn();
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify({ detail: 'Successfully logged out.' }), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    const go = vi.fn();
    await logout(go);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/v1/auth/logout/');
    expect(init?.method).toBe('POST');
    expect(localStorage.getItem('account')).toBeNull();
    expect(go).toHaveBeenCalledWith('/');
  });

  it('leaves no page behind for whoever signs in next: the screens re-rendering on the way out store nothing, until someone signs in', async () => {
    signedIn();
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } })));
    // RequireAuth re-renders once the account is gone and would remember its path
    await logout(() => storeRedirect('/tool_model'));
    expect(takeRedirect()).toBeNull();
    saveSignIn({ account: { id: 2 } as never, ExpiryDate: new Date(Date.now() + 60_000).toISOString() });
    storeRedirect('/orders');
    expect(takeRedirect()).toBe('/orders');
  });

  it('still clears the session and goes home when the call fails', async () => {
    signedIn();
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('network down'); }));
    const go = vi.fn();
    await logout(go);
    expect(localStorage.getItem('ExpiryDate')).toBeNull();
    expect(go).toHaveBeenCalledWith('/');
  });
});
