import argon2, { type HashOptions } from 'argon2';

/**
 * argon2id with the library's defaults (64 MiB, 3 passes), as OWASP recommends. Under the
 * test runner (VITEST is set) the same algorithm runs with a small memory cost: the suite
 * hashes hundreds of passwords on a 2-core machine. Verification reads the cost from the hash.
 */
const options: HashOptions = process.env.VITEST
  ? { type: argon2.argon2id, memoryCost: 4096, timeCost: 2, parallelism: 1 }
  : { type: argon2.argon2id };

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options);
}

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) return false;
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
