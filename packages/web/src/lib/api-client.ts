/**
 * The one way the web app talks to the API: same-origin cookies, the CSRF header on
 * unsafe methods, JSON in and out, and a typed error for every failure.
 */
const API_BASE = '/api/v1/';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export class ApiError extends Error {
  constructor(
    /** HTTP status; 0 when no response arrived. */
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`API ${status}`);
  }
}

export function csrfToken(): string {
  const match = document.cookie.match(/(?:^|;\s*)csrftoken=([^;]+)/);
  return match ? decodeURIComponent(match[1]) : '';
}

type QueryValue = string | number | boolean | null | undefined | (string | number)[];

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
}

export function apiUrl(path: string, query?: RequestOptions['query']): string {
  const url = new URL(path.startsWith('http') || path.startsWith('/') ? path : API_BASE + path, window.location.origin);
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v)) v.forEach((item) => url.searchParams.append(k, String(item)));
    else url.searchParams.set(k, String(v));
  }
  return url.origin === window.location.origin ? url.pathname + url.search : url.toString();
}

/** A paged list's `next` link, upgraded to https when the page itself is on https. */
export function followLink(next: string): string {
  if (window.location.protocol === 'https:' && next.startsWith('http:')) return `https:${next.slice(5)}`;
  return next;
}

export async function api<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const method = opts.method ?? (opts.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  if (UNSAFE.has(method)) headers['X-CSRFToken'] = csrfToken();

  let res: Response;
  try {
    res = await fetch(apiUrl(path, opts.query), { method, headers, body, credentials: 'same-origin', signal: opts.signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, null);
  }
  const text = await res.text();
  let data: unknown = text;
  if (text && res.headers.get('content-type')?.includes('json')) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!res.ok) throw new ApiError(res.status, data);
  return (text ? data : undefined) as T;
}
