import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot, type Root } from 'react-dom/client';

/**
 * Hydrates a prerendered page in one task, its effects included (docs/decisions.md, 'A prerendered form typed
 * into while the app arrives'). Hydrated as React schedules it, the commit and the effects are two tasks: a key
 * pressed between them found the field's text in the DOM but not yet in its form's machine, which starts in an
 * effect, and React set the field back to the machine's empty value (the e-mail lost but its last letters).
 */
export function hydratePage(container: HTMLElement, page: ReactNode): Root {
  return flushSync(() => hydrateRoot(container, page));
}
