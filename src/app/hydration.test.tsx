import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../entry-server';
import { preloadRoutes } from './app-routes';
import { clientElement } from './client-element';
import { hydratePage } from './hydrate-page';
import { routes } from './routes';

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.removeAttribute('data-interactive');
  document.body.innerHTML = '';
});

/** `path`'s prerendered HTML in the document at `path`, its route's code loaded, as src/main.tsx finds it. */
async function prerendered(path: string): Promise<HTMLElement> {
  window.history.replaceState(null, '', path);
  const container = document.createElement('div');
  container.innerHTML = await renderPage(path);
  document.body.append(container);
  await preloadRoutes(routes, window.location);
  return container;
}

/** What React says while hydrating `path` from its prerendered HTML, with the browser's own tree. */
async function hydrationErrors(path: string): Promise<string[]> {
  const container = await prerendered(path);
  const said: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => said.push(args.map(String).join(' ')));
  const root = await act(async () => hydratePage(container, clientElement(container)));
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

const nativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;

/** Keys pressed in `field`, as the browser does it: the text changes, then an input event. */
function press(field: HTMLInputElement, keys: string) {
  nativeValue.call(field, field.value + keys);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('hydrating /login typed into before the app arrived', () => {
  it('takes the page over before returning: the next key, pressed at once, keeps what was typed before it', async () => {
    const container = await prerendered('/login');
    const email = container.querySelector<HTMLInputElement>('input[type="email"]')!;
    email.value = 'awa@exam';

    const root = hydratePage(container, clientElement(container));
    // Nothing else has run: no task could come between the hydration and its effects (the form's machine
    // started, the typed text given to it), where the browser would deliver a key.
    expect(document.documentElement.hasAttribute('data-interactive')).toBe(true);
    press(email, 'p');
    expect(email.value).toBe('awa@examp');
    press(email, 'le.com');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(email.value).toBe('awa@example.com');
    root.unmount();
  });
});
