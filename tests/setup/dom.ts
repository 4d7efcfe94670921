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

// findBy/waitFor end on what they wait for; the bound (30 s, within the project's 60 s test timeout) only stops
// a test that would hang: a lazily loaded page takes seconds to render when other work loads both cores
// (issue 39), and a slower pass is still a pass (a missing element still fails).
configure({ asyncUtilTimeout: 30_000 });
