import { vi } from 'vitest';

type Reply = [status: number, body?: unknown];

/** One page of a list as the server answers it (the body alone). */
const pageOf = <T>(results: T[], count = results.length, next: string | null = null) => ({ count, next, previous: null, results });

/** A 200 answer holding one page of a list; `count` and `next` say whether more pages follow. */
export const pagedAnswer = <T>(results: T[], count = results.length, next: string | null = null): [number, unknown] => [200, pageOf(results, count, next)];
type Handler = (body: unknown, url: URL) => Reply | Promise<Reply>;

export interface ApiCall {
  method: string;
  /** The path under /api/v1/, e.g. "auth/login/". */
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** A multipart body (uploads), as sent. */
  form?: FormData;
}

/**
 * Replaces fetch with answers per "METHOD path" (path under /api/v1/, query ignored).
 * An unexpected call answers 404 and is recorded, so a test sees every request made.
 */
export function stubApi(handlers: Record<string, Handler | Reply>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api\/v1\//, '');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, query: url.searchParams, body, form: init?.body instanceof FormData ? init.body : undefined });
    const handler = handlers[`${method} ${path}`];
    const [status, answer] = handler === undefined ? [404, { detail: 'Not found.' }] : typeof handler === 'function' ? await handler(body, url) : handler;
    return new Response(answer === undefined ? null : JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, called: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}
