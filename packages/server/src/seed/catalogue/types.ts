import type { CatalogueUnit } from '@jobsite/core';

/** One generated catalogue item, by names; the loader turns names into rows. */
export interface GeneratedItem {
  code: string;
  upc: string;
  description: string;
  category: string;
  group: string;
  groupCode: string;
  manufacturer: string;
  /** Other manufacturers whose product satisfies the item. */
  alternates: string[];
  unit: CatalogueUnit;
  unitPrice: number;
  spec: Record<string, unknown>;
  options: { name: string; quantity: number; isDefault: boolean }[];
}

/** Deterministic pseudo-random numbers (mulberry32): the same seed gives the same catalogue. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every combination of the axes, in order. */
export function* product<T extends readonly (readonly unknown[])[]>(...axes: T): Generator<{ [K in keyof T]: T[K][number] }> {
  const idx = axes.map(() => 0);
  if (axes.some((a) => a.length === 0)) return;
  for (;;) {
    yield idx.map((i, n) => axes[n][i]) as { [K in keyof T]: T[K][number] };
    let n = axes.length - 1;
    while (n >= 0 && ++idx[n] === axes[n].length) idx[n--] = 0;
    if (n < 0) return;
  }
}

/** A 12-digit UPC-A with a correct check digit. */
export function upc(company: number, item: number): string {
  const body = `0${String(company % 100000).padStart(5, '0')}${String(item % 100000).padStart(5, '0')}`;
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += Number(body[i]) * (i % 2 === 0 ? 3 : 1);
  return body + String((10 - (sum % 10)) % 10);
}

export const round = (n: number, places = 2) => Math.round(n * 10 ** places) / 10 ** places;
