import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ScanMatch } from '@jobsite/core';
import type { AuthContext } from '../../platform/sessions';
import type { CompanyScope } from '../../platform/scope';

/**
 * What a scanned code identifies. Domains register a resolver for the kinds of codes they
 * print (tool items, bins, product-list items): `registerScanResolver(app, 'tool_item', fn)`
 * in their route plugin. A resolver answers null when the code is not one of its own, and
 * must scope its query to the caller's company: it gets the caller's context (scope, company, permissions), never the request.
 */
export interface ScanContext {
  /** The caller's company: every resolver's query goes through it. */
  scope: CompanyScope;
  company: AuthContext['company'];
  permissions: AuthContext['permissions'];
}

export type ScanResolver = (code: string, caller: ScanContext) => Promise<Omit<ScanMatch, 'kind'> | null>;

export class ScanRegistry {
  private readonly resolvers: { kind: string; resolve: ScanResolver }[] = [];

  register(kind: string, resolve: ScanResolver): void {
    if (this.resolvers.some((r) => r.kind === kind)) throw new Error(`a scan resolver for ${kind} is registered already`);
    this.resolvers.push({ kind, resolve });
  }

  kinds(): string[] {
    return this.resolvers.map((r) => r.kind);
  }

  /** The first match, asking resolvers in the order they registered. */
  async resolve(code: string, caller: ScanContext): Promise<ScanMatch | null> {
    for (const r of this.resolvers) {
      const match = await r.resolve(code, caller);
      if (match) return { kind: r.kind, ...match };
    }
    return null;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    scanResolvers: ScanRegistry;
  }
}

export function registerScanResolver(app: FastifyInstance, kind: string, resolve: ScanResolver): void {
  app.scanResolvers.register(kind, resolve);
}

/** Registered before the domain modules so each can add its resolver. */
export const scanRegistryPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('scanResolvers', new ScanRegistry());
}, { name: 'jobsite-scan-registry' });
