import { MantineProvider } from '@mantine/core';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { AccountEffectsContext } from '../components/account-effects';
import { WalletEffectsContext } from '../components/wallet-effects';
import { theme } from '../theme/theme';
import { accountEffects } from './account-effects';
import { BasketProvider } from './basket-provider';
import { routes } from './routes';
import { SessionProvider } from './session-provider';
import { walletEffects } from './wallet-effects';
import { WinNoticesProvider } from './win-notices-provider';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <MantineProvider theme={theme}>
      <AccountEffectsContext.Provider value={accountEffects}>
        <WalletEffectsContext.Provider value={walletEffects}>
          <SessionProvider>
            <WinNoticesProvider>
              <BasketProvider>
                <RouterProvider router={router} />
              </BasketProvider>
            </WinNoticesProvider>
          </SessionProvider>
        </WalletEffectsContext.Provider>
      </AccountEffectsContext.Provider>
    </MantineProvider>
  );
}
