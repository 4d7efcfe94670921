import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../theme/theme';
import { ForgotPasswordView } from '../features/auth/forgot-password-view';
import { LoginView } from '../features/auth/login-view';
import { RegisterView } from '../features/auth/register-view';
import { PlayerHomeView } from '../features/home/player-home-view';
import { LandingPage } from '../features/landing/landing-page';
import { ProfileView } from '../features/profile/profile-view';
import { PlayerShellView } from '../features/shell/player-shell-view';

async function violations(node: ReactNode) {
  const { container } = render(
    <MantineProvider theme={theme}>
      <MemoryRouter>{node}</MemoryRouter>
    </MantineProvider>,
  );
  // happy-dom cannot compute colours; contrast is checked in the browser (Storybook's a11y addon).
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}

const noop = vi.fn();

describe('account screens have no axe violations', () => {
  it('landing', async () => expect(await violations(<LandingPage />)).toEqual([]));
  it('login with an error', async () =>
    expect(
      await violations(
        <LoginView email="" password="" remember={false} busy={false} error="Email ou mot de passe incorrect" onChange={noop} onRememberToggle={noop} onSubmit={noop} />,
      ),
    ).toEqual([]));
  it('register', async () =>
    expect(await violations(<RegisterView username="" email="" birthDate="" country="" password="" confirm="" busy error={null} onChange={noop} onSubmit={noop} />)).toEqual([]));
  it('forgot password, sent', async () =>
    expect(
      await violations(<ForgotPasswordView email="a@b.c" busy={false} success="Un email de réinitialisation a été envoyé à votre adresse." error={null} onChange={noop} onSubmit={noop} />),
    ).toEqual([]));
  it('player home in the shell', async () =>
    expect(
      await violations(
        <PlayerShellView pathname="/player" balance={1234} compact={false} showBalance menuOpened={false} onMenuToggle={noop} onMenuClose={noop} onLogout={noop}>
          <PlayerHomeView username="awa" />
        </PlayerShellView>,
      ),
    ).toEqual([]));
  it('profile with both forms open', async () =>
    expect(
      await violations(
        <ProfileView
          username="awa"
          email="awa@example.com"
          emailForm={{ open: true, saving: false, newEmail: '', currentPassword: '', message: { tone: 'success', text: 'Email mis à jour avec succès' } }}
          passwordForm={{ open: true, saving: false, fields: { currentPassword: '', newPassword: '', confirmPassword: '' }, message: { tone: 'error', text: 'Les mots de passe ne correspondent pas' } }}
          onEmailToggle={noop}
          onEmailChange={noop}
          onEmailSubmit={noop}
          onPasswordToggle={noop}
          onPasswordChange={noop}
          onPasswordSubmit={noop}
        />,
      ),
    ).toEqual([]));
});
