import { MantineContext, MantineThemeProvider } from '@mantine/core';
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import { type ReactNode, useMemo } from 'react';
import { theme } from './theme';
import './theme-styles.css';

type MantineContextValue = NonNullable<React.ContextType<typeof MantineContext>>;

const noColorSchemeChange = () => {};

/**
 * What MantineProvider gives the components (its context and the theme), without the code that computes the
 * theme's CSS variables and responsive classes on every start: theme-styles.css holds them, written at build
 * time from Mantine's own render (`npm run gen:theme-css`), beside the global sheets MantineProvider imports.
 * The app is light only (index.html's data-mantine-color-scheme), so there is no color scheme manager.
 */
export function ThemeProvider({ env = 'default', children }: { env?: 'default' | 'test'; children: ReactNode }) {
  const value = useMemo<MantineContextValue>(
    () => ({
      colorScheme: 'light',
      setColorScheme: noColorSchemeChange,
      clearColorScheme: noColorSchemeChange,
      getRootElement: () => document.documentElement,
      classNamesPrefix: 'mantine',
      cssVariablesSelector: ':root',
      withStaticClasses: true,
      env,
    }),
    [env],
  );
  return (
    <MantineContext value={value}>
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}
