import type { ReactNode } from 'react';
import { type Clock, ClockProvider } from '../components/clock';
import { type Effects, EffectsContext } from '../components/effects';
import { ThemeProvider } from '../theme/theme-provider';
import { type BasketProviderProps, BasketProvider } from './basket-provider';
import { DrawSalesProvider, type LoadDrawStatuses } from './draw-sales-provider';
import { appEffects } from './effects';
import { PlayStatusProvider } from './play-status-provider';
import { SessionProvider } from './session-provider';
import { WinNoticesProvider } from './win-notices-provider';

export interface AppProvidersProps {
  children: ReactNode;
  /** the app's (src/app/effects) unless a test or a story swaps a concern */
  effects?: Effects;
  /** the device's clock unless a test or a story pins it */
  clock?: Clock;
  /** the player's session (the app always runs it; a page rendered on its own may go without) */
  session?: boolean;
  /** the win notices and the play status, which need a session: the app's, off in tests and stories unless asked */
  signedInExtras?: boolean;
  /** the draws' statuses from src/api (true), from another source, or none (false) */
  draws?: boolean | LoadDrawStatuses;
  basket?: Omit<BasketProviderProps, 'children'>;
  /** Mantine's test environment (no transitions), for Vitest */
  mantineEnv?: 'default' | 'test';
}

/**
 * The app's providers, written once: the app (src/app/app.tsx), the test renderer (tests/kit/render.tsx) and
 * Storybook (.storybook/story-decorators.tsx) render this, each choosing only what it leaves out.
 */
export function AppProviders({ children, effects = appEffects, clock, session = false, signedInExtras = false, draws = false, basket, mantineEnv }: AppProvidersProps) {
  let tree = <BasketProvider {...basket}>{signedInExtras ? <PlayStatusProvider>{children}</PlayStatusProvider> : children}</BasketProvider>;
  if (draws) tree = <DrawSalesProvider load={draws === true ? undefined : draws}>{tree}</DrawSalesProvider>;
  if (signedInExtras) tree = <WinNoticesProvider>{tree}</WinNoticesProvider>;
  if (session) tree = <SessionProvider>{tree}</SessionProvider>;
  if (clock) tree = <ClockProvider value={clock}>{tree}</ClockProvider>;
  return (
    <ThemeProvider env={mantineEnv}>
      <EffectsContext.Provider value={effects}>{tree}</EffectsContext.Provider>
    </ThemeProvider>
  );
}
