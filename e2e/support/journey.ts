import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { launchBrowser, openPage, type TrackedPage } from './browser';
import { type RunningApp, startApp } from './server';

export interface Journey {
  /** The running app (after beforeAll). */
  readonly app: RunningApp;
  readonly browser: Browser;
  /** A fresh browser context on the app; its console errors fail the test, and it is closed after the test. */
  open(opts?: Parameters<typeof openPage>[2]): Promise<TrackedPage>;
  /** Closes the pages opened so far, failing on their console errors (to switch users mid-test). */
  closePages(): Promise<void>;
}

/**
 * The hooks every browser journey file shares: start the app and Chromium once for the
 * file, check and close each test's pages after it, stop both at the end. `env` gives the
 * server's variables (a prepared DATA_DIR, SMTP_URL); it runs in beforeAll.
 */
export function useJourney(env: () => Record<string, string> | Promise<Record<string, string>> = () => ({})): Journey {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  const opened: TrackedPage[] = [];

  const closePages = async () => {
    const pages = opened.splice(0);
    const errors = pages.flatMap((p) => p.consoleErrors);
    await Promise.all(pages.map((p) => p.context.close()));
    expect(errors).toEqual([]);
  };

  beforeAll(async () => {
    [app, browser] = await Promise.all([Promise.resolve(env()).then((vars) => startApp(vars)), launchBrowser()]);
  });
  afterEach(closePages);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the journey has not started: use it inside a test');
    return value;
  };
  return {
    get app() {
      return started(app);
    },
    get browser() {
      return started(browser);
    },
    open: async (opts) => {
      const page = await openPage(started(browser), started(app).baseUrl, opts);
      opened.push(page);
      return page;
    },
    closePages,
  };
}
