import type { Decorator } from '@storybook/react-vite';
import { type ReactNode, useEffect, useState } from 'react';

/** `navigator.onLine` reads false from the first render; the browser's own value comes back at unmount. */
function Offline({ children }: { children: ReactNode }) {
  useState(() => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false }));
  useEffect(
    () => () => {
      delete (navigator as { onLine?: boolean }).onLine;
    },
    [],
  );
  return children;
}

/** The browser says it is offline while the story is shown (issue 41). */
export const offline: Decorator = (Story) => (
  <Offline>
    <Story />
  </Offline>
);
