import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Journey } from './journey';
import { signInAs } from './session';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface A11yViolation {
  id: string;
  impact: string | null;
  nodes: string[];
}

/**
 * Runs axe-core (WCAG 2.1 A and AA, and best practices) on the page as it is now and answers
 * the critical and serious violations, each with the elements it found. The script is
 * evaluated through the DevTools protocol, which our Content-Security-Policy does not block.
 */
/** What is known and not yet fixed, listed so that anything new fails (nothing today). */
const KNOWN: { id: string; node: RegExp }[] = [];

export async function seriousA11yViolations(page: Page): Promise<A11yViolation[]> {
  const found = await axeViolations(page);
  return found
    .map((v) => ({ ...v, nodes: v.nodes.filter((n) => !KNOWN.some((k) => k.id === v.id && k.node.test(n))) }))
    .filter((v) => v.nodes.length > 0);
}

async function axeViolations(page: Page): Promise<A11yViolation[]> {
  // Once per document: the next pages of expectAccessiblePages come without a reload, and
  // evaluating axe again cost 50 ms of the page's CPU each time.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[]; html: string }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
    return result.violations
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`) }));
  });
}

/**
 * Signs in as `email` (through the API) at `viewport` and checks each page once its heading is
 * shown and its data have settled: no critical or serious violation, named by page. The first
 * page is loaded; the app then goes to each next one itself, as it does when a user follows a
 * link (the history entry and popstate react-router listens to), instead of loading itself again
 * for every page.
 */
export async function expectAccessiblePages(journey: Journey, email: string, pages: readonly string[], viewport: { width: number; height: number }) {
  const { page, context, settled } = await journey.open({ viewport });
  await signInAs(context, email);
  for (const [index, path] of pages.entries()) {
    if (index === 0) await page.goto(path);
    else {
      // The last page stays on screen until the next one's code has come: its headings are
      // marked, and the check waits for the next page's own.
      await page.evaluate((to) => {
        for (const heading of document.querySelectorAll('h1')) heading.setAttribute('data-left', '');
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    }
    await page.locator('h1:not([data-left])').first().waitFor();
    // Let lists and their data settle before checking.
    await settled();
    expect({ page: path, violations: await seriousA11yViolations(page) }).toEqual({ page: path, violations: [] });
  }
}
