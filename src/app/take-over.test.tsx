import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import indexHtml from '../../index.html?raw';
import { TakeOver } from './take-over';

// index.html's inline script, run as the browser runs it before any module
const holdSubmits = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)![1]!;
window.eval(holdSubmits);
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function LoginForm({ onSubmit }: { onSubmit: (sent: { email: string; note: string }) => void }) {
  const [email, setEmail] = useState('');
  const [note, setNote] = useState('');
  return (
    <form
      aria-label="Connexion"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ email, note });
      }}
    >
      <input aria-label="E-mail" type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <textarea aria-label="Note" value={note} onChange={(event) => setNote(event.target.value)} />
      <input aria-label="Vide" value="" readOnly />
      <button type="submit">Se connecter</button>
      <output>{email}</output>
    </form>
  );
}

/** The page as prerendered, then typed into (and maybe submitted) before the app's script has run. */
function prerendered(onSubmit = vi.fn()) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<LoginForm onSubmit={onSubmit} />);
  document.body.append(container);
  const field = (label: string) => container.querySelector<HTMLInputElement>(`[aria-label="${label}"]`)!;
  field('E-mail').value = 'awa@example.com';
  field('Note').value = 'tapé tôt';
  return { container, field, onSubmit };
}

async function hydrate(container: HTMLElement, onSubmit: () => void) {
  await act(async () => {
    hydrateRoot(
      container,
      <>
        <LoginForm onSubmit={onSubmit} />
        <TakeOver container={container} />
      </>,
    );
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
}

describe('taking over a prerendered page', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('data-interactive');
    document.body.innerHTML = '';
  });

  it('gives the form what was typed before the app ran', async () => {
    const { container, field, onSubmit } = prerendered();
    await hydrate(container, onSubmit);
    expect(container.querySelector('output')!.textContent).toBe('awa@example.com');
    expect(field('E-mail').value).toBe('awa@example.com');
    expect(field('Vide').value).toBe('');
    await act(async () => container.querySelector('button')!.click());
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ email: 'awa@example.com', note: 'tapé tôt' });
  });

  it('holds a submit made before the app ran (no reload, nothing lost), then sends it with the typed text', async () => {
    const { container, onSubmit } = prerendered();
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: container.querySelector('button') });
    container.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
    await hydrate(container, onSubmit);
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ email: 'awa@example.com', note: 'tapé tôt' });
    expect(document.documentElement.hasAttribute('data-interactive')).toBe(true);
  });
});
