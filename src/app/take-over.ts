import { useEffect } from 'react';

/** index.html's inline script keeps here the submit a visitor made before the app took over. */
interface HeldSubmit {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}
declare global {
  interface Window {
    heldSubmit?: HeldSubmit;
    /** index.html's inline script records each choice made in a list before the app took over */
    chosenBeforeApp?: { select: HTMLSelectElement; value: string }[];
  }
}

const nativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
const nativeTextValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
const TEXT_FIELDS = 'input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=submit]):not([type=button]), textarea';

/**
 * Once the app has taken over a prerendered page (docs/decisions.md, 'Prerendered public pages'): what the
 * visitor typed before is in the DOM but not in the app's state, since hydration keeps the field's text
 * without telling the form. Each such field is typed again as an input event (React's value tracker is first
 * set back to the server's value, else it would see no change); a box ticked or a radio chosen is clicked
 * again from its server state. A list is set back by hydration itself, so its last choice, recorded by
 * index.html's script, is made again as a change event. Then forms submit normally, and a submit held by
 * index.html's script is sent again. Runs once.
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
  // a box ticked (or a radio chosen) before: the DOM shows it, the form's state does not; ticked again by a click
  for (const box of container.querySelectorAll<HTMLInputElement>('input[type=checkbox], input[type=radio]')) {
    if (box.checked === box.defaultChecked || (box.type === 'radio' && !box.checked)) continue;
    box.checked = box.defaultChecked;
    box.click();
  }
  // interactive first, so that index.html's script does not record these changes again
  root.setAttribute('data-interactive', '');
  const chosen = new Map((window.chosenBeforeApp ?? []).map(({ select, value }) => [select, value]));
  delete window.chosenBeforeApp;
  for (const [select, value] of chosen) {
    if (!select.isConnected) continue;
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }
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
