import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../entry-server';
import { preloadRoutes } from './app-routes';
import { clientElement } from './client-element';
import { routes } from './routes';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** What React says while hydrating `path` from its prerendered HTML, with the browser's own tree. */
async function hydrationErrors(path: string): Promise<string[]> {
  window.history.replaceState(null, '', path);
  const container = document.createElement('div');
  container.innerHTML = await renderPage(path);
  document.body.append(container);
  const said: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => said.push(args.map(String).join(' ')));
  await preloadRoutes(routes, window.location);
  const root = await act(async () => hydrateRoot(container, clientElement(container)));
  await act(async () => root.unmount());
  return said.filter((line) => /hydrat|did(n't| not) match/i.test(line));
}

// Development React reports what production React silently keeps: a mismatch (e.g. Mantine's responsive
// classes, named from useId, differing when the two trees differ in shape).
describe('a prerendered page hydrates without a mismatch', () => {
  it.each(['/', '/login', '/forgot-password'])('%s', async (path) => {
    expect(await hydrationErrors(path)).toEqual([]);
  });
});
