import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../entry-server';
import { preloadRoutes } from './app-routes';
import { clientElement } from './client-element';
import { hydratePage } from './hydrate-page';
import { routes } from './routes';

const nativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;

/** Keys pressed in `field`, as the browser does it: the text changes, then an input event. */
function press(field: HTMLInputElement, keys: string) {
  nativeValue.call(field, field.value + keys);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

afterEach(() => {
  document.documentElement.removeAttribute('data-interactive');
  document.body.innerHTML = '';
});

describe('hydrating /login typed into before the app arrived', () => {
  it('takes the page over before returning: the next key, pressed at once, keeps what was typed before it', async () => {
    window.history.replaceState(null, '', '/login');
    const container = document.createElement('div');
    container.innerHTML = await renderPage('/login');
    document.body.append(container);
    const email = container.querySelector<HTMLInputElement>('input[type="email"]')!;
    email.value = 'awa@exam';
    await preloadRoutes(routes, window.location);

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
