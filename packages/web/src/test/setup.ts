import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor give up after 1 s by default: with two test workers and the server tests
// beside them on a 2-core machine, a re-render after a navigation can take longer than that. A
// passing test does not wait any longer for this; a failing one reports after 5 s.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks the browser APIs Mantine relies on.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
// Autosize text areas listen for web fonts loading.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() } });
// The BOM and project lists scroll with the window (their virtualizers call scrollTo).
window.scrollTo = (() => {}) as typeof window.scrollTo;

// The web tests share one module graph per worker (isolate: false, for speed): whatever a
// module keeps between renders is reset here after each test, so no test sees another's.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // Toasts live in a store of their own, outside React; the next test's would queue behind these.
  notifications.clean();
});
