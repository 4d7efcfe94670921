import { MantineProvider, PasswordInput } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { theme } from './theme';

it('labels the password visibility toggle in French', () => {
  render(
    <MantineProvider theme={theme}>
      <PasswordInput label="Mot de passe" />
    </MantineProvider>,
  );
  expect(screen.getByRole('button', { name: 'Afficher ou masquer la saisie' })).toBeInTheDocument();
});
