import { afterAll, beforeAll } from 'vitest';

/** jsdom lays nothing out: give elements a size so the virtualised list renders its rows. */
export function giveElementsASize(px = 800) {
  const sizes = ['offsetHeight', 'offsetWidth', 'clientHeight', 'clientWidth'] as const;
  const original = sizes.map((p) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, p));
  beforeAll(() => sizes.forEach((p) => Object.defineProperty(HTMLElement.prototype, p, { configurable: true, get: () => px })));
  afterAll(() =>
    sizes.forEach((p, i) => {
      const descriptor = original[i];
      if (descriptor) Object.defineProperty(HTMLElement.prototype, p, descriptor);
      else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[p];
    }),
  );
}
