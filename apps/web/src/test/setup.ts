import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './server';

// A screen's first draw loads its lazy route: on the shared test machines that can take seconds.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no layout: Mantine asks for media queries and observes sizes.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= NoResizeObserver as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView ??= () => {};
// Mantine's autosizing textarea listens for web fonts, which jsdom does not load.
if (!document.fonts) Object.defineProperty(document, 'fonts', { value: new EventTarget() });

// A request no test answered fails the test: a screen must not ask for what the test does not know.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());
