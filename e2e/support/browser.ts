import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

/**
 * The browser the journeys drive: CHROMIUM_PATH when set, else Debian's headless shell
 * (package chromium-headless-shell: the same Blink without the browser's window layer, what
 * Playwright itself runs for headless tests; its browser process used a third of the full
 * Chromium's CPU over the journeys), else Debian's full Chromium.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH || (['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => existsSync(p)) ?? '/usr/bin/chromium-headless-shell');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
}

export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions seen so far; a test fails when any remain. */
  consoleErrors: string[];
  /**
   * Resolves once no request of the page has been in flight for `quietMs` (500 ms, as Playwright's
   * 'networkidle'; a list and its data have settled). Unlike 'networkidle', it also waits for the
   * requests a page sends after its navigation has finished loading.
   */
  settled(quietMs?: number): Promise<void>;
}

/**
 * A fresh browser context (its own cookies and storage) with console errors collected.
 * Chromium logs every 4xx response as "Failed to load resource"; those are answers the
 * tests provoke on purpose and are shown to the user by the app, so they are not counted.
 */
export async function openPage(browser: Browser, baseUrl: string, opts: { viewport?: { width: number; height: number }; motion?: boolean } = {}): Promise<TrackedPage> {
  // As a user who asks for reduced motion (the app's theme respects it): no transitions to
  // render. Chromium's CPU was most of a journey's, and the journeys took 208 -> 183 s. The BOM
  // journey, the one with the most dialogs, keeps them (`motion: true`).
  const context = await browser.newContext({ baseURL: baseUrl, viewport: opts.viewport ?? { width: 1280, height: 800 }, reducedMotion: opts.motion ? 'no-preference' : 'reduce' });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    if (/Failed to load resource: the server responded with a status of 4\d\d/.test(msg.text())) return;
    consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => consoleErrors.push(`pageerror: ${err.message}`));
  // Requests in flight (a WebSocket is not one), and when that number last changed.
  let inFlight = 0;
  let changedAt = performance.now();
  page.on('request', () => {
    inFlight++;
    changedAt = performance.now();
  });
  const ended = () => {
    inFlight--;
    changedAt = performance.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const settled = async (quietMs = 500) => {
    const deadline = performance.now() + 15_000;
    while (inFlight > 0 || performance.now() - changedAt < quietMs) {
      if (performance.now() > deadline) throw new Error(`the page did not settle: ${inFlight} requests still in flight after 15 s`);
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  return { page, context, consoleErrors, settled };
}
