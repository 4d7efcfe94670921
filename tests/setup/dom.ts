import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

// Every media query answers no, as the tests expect whatever the DOM's window width (a test or a story
// that needs one to match replaces window.matchMedia).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

// findBy/waitFor wait up to 5 s rather than 1 s: a lazily loaded page takes more than a second to
// render when both cores run test files, and a slower pass is still a pass (a missing element still fails).
configure({ asyncUtilTimeout: 5000 });
