import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default: a lazily loaded page under a busy CI machine takes longer.
configure({ asyncUtilTimeout: 5_000 });
import { loadShellSchemas } from '../app/api/shell-schemas-loader';

// The browser loads the shell's contract schemas before the session starts (main.tsx); so do the tests.
await loadShellSchemas();

// Mantine reads media queries and observes element sizes; happy-dom lacks complete versions of both.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
}

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}
Object.defineProperty(window, 'scrollTo', { writable: true, value: () => {} });
// Mantine's autosizing textarea listens for web fonts loading; happy-dom has no FontFaceSet.
if (!document.fonts) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() } });
}

afterEach(() => {
  cleanup();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
  window.localStorage.clear();
  window.sessionStorage.clear();
});
