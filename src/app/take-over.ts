import { useEffect } from 'react';

/** index.html's inline script keeps here the submit a visitor made before the app took over. */
interface HeldSubmit {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}
declare global {
  interface Window {
    heldSubmit?: HeldSubmit;
  }
}

const nativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
const nativeTextValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
const TEXT_FIELDS = 'input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=submit]):not([type=button]), textarea';

/**
 * Once the app has taken over a prerendered page (docs/decisions.md, 'Prerendered public pages'): what the
 * visitor typed before is in the DOM but not in the app's state, since hydration keeps the field's text
 * without telling the form. Each such field is typed again as an input event (React's value tracker is first
 * set back to the server's value, else it would see no change); then forms submit normally, and a submit
 * held by index.html's script is sent again. Runs once.
 */
export function takeOver(container: HTMLElement): void {
  const root = document.documentElement;
  if (root.hasAttribute('data-interactive')) return;
  for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS)) {
    if (field.value === field.defaultValue) continue;
    const typed = field.value;
    field.value = field.defaultValue;
    (field instanceof HTMLTextAreaElement ? nativeTextValue : nativeValue).call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  root.setAttribute('data-interactive', '');
  const held = window.heldSubmit;
  delete window.heldSubmit;
  // after the typed text has reached the form's state
  if (held?.form.isConnected) setTimeout(() => held.form.requestSubmit(held.submitter?.isConnected ? held.submitter : undefined));
}

/** Renders nothing; takes the page over once the app's first render is committed. */
export function TakeOver({ container }: { container: HTMLElement }) {
  useEffect(() => takeOver(container), [container]);
  return null;
}
