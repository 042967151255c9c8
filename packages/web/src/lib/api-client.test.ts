import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, followLink } from './api-client';

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('api client', () => {
  it('sends the CSRF cookie back in X-CSRFToken on unsafe methods only', async () => {
    document.cookie = 'csrftoken=abc123; path=/';
    const fetchMock = stubFetch(200, { ok: true });
    await api('auth/login/', { body: { email: 'a@b.c' } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/auth/login/');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['X-CSRFToken']).toBe('abc123');

    await api('health/');
    const [, getInit] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect((getInit.headers as Record<string, string>)['X-CSRFToken']).toBeUndefined();
  });

  it('adds query values and skips empty ones', async () => {
    const fetchMock = stubFetch(200, {});
    await api('ListProject/', { query: { st: 'pump', status: ['active', 'completed'], parent_id: undefined, sR: '' } });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/ListProject/?st=pump&status=active&status=completed');
  });

  it('throws an ApiError with the status and parsed body', async () => {
    stubFetch(400, { email: ['Please Enter Email'] });
    const err = await api('auth/LoginValidation/', { body: {} }).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(400);
    expect(err.body).toEqual({ email: ['Please Enter Email'] });
  });

  it('reports a network failure as status 0', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('network down'))));
    const err = await api('health/').catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(0);
  });

  it('keeps a next link as given on an http page', () => {
    expect(followLink('http://x.test/api/v1/ListProject/?page=2')).toBe('http://x.test/api/v1/ListProject/?page=2');
  });
});
