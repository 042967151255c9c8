import type { FastifyRequest } from 'fastify';

/** Where users reach the app: PUBLIC_URL when set, otherwise the host the request came to. */
export function publicBaseUrl(request: FastifyRequest): string {
  return request.server.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

/** An absolute link into the web app: appLink(request, '/verifyemail', {user_id: 3}). */
export function appLink(request: FastifyRequest, path: string, params: Record<string, string | number> = {}): string {
  const url = new URL(path, publicBaseUrl(request));
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, String(v));
  return url.toString();
}
