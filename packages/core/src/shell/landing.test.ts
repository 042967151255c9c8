import { describe, expect, it } from 'vitest';
import { landingPath } from './landing';

const account = (system_type: 'buyer' | 'seller', direct_to_quick_start = false) => ({ is_staff: false, direct_to_quick_start, company: { system_type } });
const built = (...paths: string[]) => (p: string) => paths.includes(p);

describe('landingPath', () => {
  it.each([
    ['seller', false, built('/orders', '/catalogue', '/dashboard'), '/orders'],
    ['seller', false, built('/catalogue', '/dashboard', '/projects'), '/catalogue'],
    ['seller', false, built('/projects'), '/projects'],
    ['buyer', false, built('/dashboard', '/projects'), '/dashboard'],
    ['buyer', true, built('/quick_start_checklist', '/dashboard'), '/quick_start_checklist'],
    ['buyer', true, built('/dashboard', '/projects'), '/dashboard'],
    ['buyer', false, built(), '/projects'],
  ] as const)('a %s (quick start %s) lands on the first built home', (type, quick, isBuilt, expected) => {
    expect(landingPath(account(type, quick), isBuilt)).toBe(expected);
  });
});
