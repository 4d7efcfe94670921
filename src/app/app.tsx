import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { AccountEffectsContext } from '../components/account-effects';
import { WalletEffectsContext } from '../components/wallet-effects';
import { theme } from '../theme/theme';
import { accountEffects } from './account-effects';
import { BasketProvider } from './basket-provider';
import { DrawSalesProvider } from './draw-sales-provider';
import { PlayStatusProvider } from './play-status-provider';
import { serverBasket } from './server-basket';
import { SessionProvider } from './session-provider';
import { walletEffects } from './wallet-effects';
import { WinNoticesProvider } from './win-notices-provider';

/** The app's providers around its router: the browser's (src/main.tsx) or, at prerender, a static one (src/entry-server.tsx). */
export function App({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme}>
      <AccountEffectsContext.Provider value={accountEffects}>
        <WalletEffectsContext.Provider value={walletEffects}>
          <SessionProvider>
            <WinNoticesProvider>
              <DrawSalesProvider>
                <BasketProvider server={serverBasket}>
                  <PlayStatusProvider>{children}</PlayStatusProvider>
                </BasketProvider>
              </DrawSalesProvider>
            </WinNoticesProvider>
          </SessionProvider>
        </WalletEffectsContext.Provider>
      </AccountEffectsContext.Provider>
    </MantineProvider>
  );
}
