import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { theme } from '../theme/theme';
import { BasketProvider } from './basket-provider';
import { routes } from './routes';
import { SessionProvider } from './session-provider';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <MantineProvider theme={theme}>
      <SessionProvider>
        <BasketProvider>
          <RouterProvider router={router} />
        </BasketProvider>
      </SessionProvider>
    </MantineProvider>
  );
}
