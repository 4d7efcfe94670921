import { type ReactNode, act, useState } from 'react';
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

/** `page` rendered to HTML in the document, as the prerendered page the browser shows before any script. */
function prerender(page: ReactNode): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  return container;
}

/** The login page as prerendered, then typed into (and maybe submitted) before the app's script has run. */
function prerendered(onSubmit = vi.fn()) {
  const container = prerender(<LoginForm onSubmit={onSubmit} />);
  const field = (label: string) => container.querySelector<HTMLInputElement>(`[aria-label="${label}"]`)!;
  field('E-mail').value = 'awa@example.com';
  field('Note').value = 'tapé tôt';
  return { container, field, onSubmit };
}

/** The app takes over: `page` hydrated with TakeOver, then a held submit's timer is let run. */
async function hydrate(container: HTMLElement, page: ReactNode) {
  await act(async () => {
    hydrateRoot(
      container,
      <>
        {page}
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
    await hydrate(container, <LoginForm onSubmit={onSubmit} />);
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
    await hydrate(container, <LoginForm onSubmit={onSubmit} />);
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ email: 'awa@example.com', note: 'tapé tôt' });
    expect(document.documentElement.hasAttribute('data-interactive')).toBe(true);
  });

  it('chooses again in a list what was chosen before the app ran, which hydration sets back', async () => {
    function CountryForm() {
      const [country, setCountry] = useState('');
      return (
        <form aria-label="Pays">
          <select aria-label="Pays de résidence" value={country} onChange={(event) => setCountry(event.target.value)}>
            <option value="">Choisissez votre pays</option>
            <option value="TG">Togo</option>
            <option value="BJ">Bénin</option>
          </select>
          <output>{country}</output>
        </form>
      );
    }
    const container = prerender(<CountryForm />);
    const select = container.querySelector('select')!;
    for (const value of ['BJ', 'TG']) {
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    await hydrate(container, <CountryForm />);
    expect(select.value).toBe('TG');
    expect(container.querySelector('output')!.textContent).toBe('TG');
    expect(window.chosenBeforeApp).toBeUndefined();
  });

  it('ticks again in the form a box ticked and a radio chosen before the app ran', async () => {
    function ChoiceForm() {
      const [remember, setRemember] = useState(false);
      const [stake, setStake] = useState('100');
      return (
        <form aria-label="Choix">
          <input type="checkbox" aria-label="Se souvenir de moi" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
          {['100', '200'].map((value) => (
            <input key={value} type="radio" name="stake" aria-label={value} value={value} checked={stake === value} onChange={() => setStake(value)} />
          ))}
          <output>{`${remember} ${stake}`}</output>
        </form>
      );
    }
    const container = prerender(<ChoiceForm />);
    container.querySelector<HTMLInputElement>('[aria-label="Se souvenir de moi"]')!.click();
    container.querySelector<HTMLInputElement>('[aria-label="200"]')!.click();
    await hydrate(container, <ChoiceForm />);
    expect(container.querySelector('output')!.textContent).toBe('true 200');
    expect(container.querySelector<HTMLInputElement>('[aria-label="Se souvenir de moi"]')!.checked).toBe(true);
    expect(container.querySelector<HTMLInputElement>('[aria-label="200"]')!.checked).toBe(true);
  });
});
