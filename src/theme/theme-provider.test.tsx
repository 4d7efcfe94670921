import { Badge, PasswordInput, useMantineColorScheme, useMantineTheme } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from './theme-provider';

function ThemeProbe() {
  const theme = useMantineTheme();
  const { colorScheme } = useMantineColorScheme();
  return <p>{`${theme.primaryColor} ${theme.primaryShade as number} ${theme.colors.amber![7]} ${colorScheme}`}</p>;
}

describe('ThemeProvider', () => {
  it("gives Mantine's components the app's theme, in light", () => {
    render(
      <ThemeProvider>
        <ThemeProbe />
      </ThemeProvider>,
    );
    expect(screen.getByText('forest 8 #b45309 light')).toBeInTheDocument();
  });

  it("applies the theme's component defaults: the password visibility toggle is labelled in French", () => {
    render(
      <ThemeProvider>
        <PasswordInput label="Mot de passe" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Afficher ou masquer la saisie' })).toBeInTheDocument();
  });

  it('computes no stylesheet at run time: the variables and classes come from theme-styles.css', () => {
    render(
      <ThemeProvider>
        <Badge color="amber">Nouveau</Badge>
      </ThemeProvider>,
    );
    expect(screen.getByText('Nouveau')).toBeInTheDocument();
    expect(document.querySelectorAll('style[data-mantine-styles]')).toHaveLength(0);
  });
});
