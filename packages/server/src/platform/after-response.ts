import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work started after an answer went out; settled() waits for it (tests, shutdown). */
    afterResponse: AfterResponse;
  }
}

export class AfterResponse {
  private readonly pending = new Set<Promise<unknown>>();

  constructor(private readonly log: FastifyInstance['log']) {}

  /** Runs a task once the current answer is on its way; its failure is logged, never thrown. */
  run(name: string, task: () => Promise<unknown>): void {
    const p: Promise<unknown> = new Promise((resolve) => setImmediate(resolve))
      .then(task)
      .catch((err: unknown) => this.log.error({ err }, `${name} failed`))
      .finally(() => this.pending.delete(p));
    this.pending.add(p);
  }

  async settled(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }
}

export const afterResponsePlugin = fp(async (app: FastifyInstance) => {
  app.decorate('afterResponse', new AfterResponse(app.log));
  app.addHook('onClose', async () => app.afterResponse.settled());
}, { name: 'jobsite-after-response' });
