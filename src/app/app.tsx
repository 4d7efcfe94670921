import type { ReactNode } from 'react';
import { AppProviders } from './app-providers';
import { serverBasket } from './server-basket';

const SERVER_BASKET = { server: serverBasket };

/** The app's providers around its router: the browser's (src/main.tsx) or, at prerender, a static one (src/entry-server.tsx). */
export function App({ children }: { children: ReactNode }) {
  return (
    <AppProviders session signedInExtras draws basket={SERVER_BASKET}>
      {children}
    </AppProviders>
  );
}
