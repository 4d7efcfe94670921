import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { server } from '../../../tests/msw/server';
import { AWA } from '../../../tests/msw/fixtures';
import { recover, signIn, signUp } from '../../../tests/msw/supabase-handlers';
import { renderPage as renderAt } from '../../../tests/utils/render';
import { ForgotPasswordPage } from './forgot-password-page';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';

/** An account page with the app's effects (src/api on the MSW-mocked Supabase API). */
function renderPage(Page: ComponentType) {
  return renderAt(Page, { path: '/', url: '/' }).user;
}

describe('login page', () => {
  it('has the French fields, the remember-me checkbox without effect, and its links', async () => {
    const user = renderPage(LoginPage);
    expect(screen.getByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(screen.getByText('Plateforme de paris interactifs en ligne')).toBeInTheDocument();
    const remember = screen.getByRole('checkbox', { name: 'Se souvenir de moi' });
    await user.click(remember);
    expect(remember).toBeChecked();
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: "S'inscrire" })).toHaveAttribute('href', '/register');
  });

  it.each([
    ['a known error', signIn.invalidCredentials(), 'Email ou mot de passe incorrect'],
    ['an unknown error', signIn.unknownError(), 'Une erreur est survenue lors de la connexion'],
  ])('shows %s in French and stops loading', async (_name, handler, message) => {
    server.use(handler);
    const user = renderPage(LoginPage);
    await user.type(screen.getByRole('textbox', { name: /Email/ }), AWA.email);
    await user.type(screen.getByLabelText(/^Mot de passe/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Se connecter' })).not.toHaveAttribute('data-loading');
  });
});

describe('register page', () => {
  async function fill(password: string, confirm: string) {
    const user = renderPage(RegisterPage);
    await user.type(screen.getByRole('textbox', { name: /Nom d'utilisateur/ }), 'awa');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), AWA.email);
    await user.type(screen.getByLabelText(/^Mot de passe/), password);
    await user.type(screen.getByLabelText(/^Confirmer le mot de passe/), confirm);
    await user.click(screen.getByRole('button', { name: "S'inscrire" }));
  }

  it('checks the confirmation first, then the length, without calling the service', async () => {
    await fill('123', '124');
    expect(await screen.findByRole('alert')).toHaveTextContent('Les mots de passe ne correspondent pas');
  });

  it('refuses a password under 6 characters', async () => {
    await fill('12345', '12345');
    expect(await screen.findByRole('alert')).toHaveTextContent('Le mot de passe doit contenir au moins 6 caractères');
  });

  it.each([
    [signUp.alreadyRegistered(), 'Un compte existe déjà avec cet email'],
    [signUp.unknownError(), "Une erreur est survenue lors de l'inscription"],
  ])('shows the service failure in French (%#)', async (handler, message) => {
    server.use(handler);
    await fill('secret1', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('links to /login', () => {
    renderPage(RegisterPage);
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
  });
});

describe('forgot-password page', () => {
  async function send() {
    const user = renderPage(ForgotPasswordPage);
    await user.type(screen.getByRole('textbox', { name: /Email/ }), AWA.email);
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
  }

  it('shows the success banner once the e-mail is sent', async () => {
    server.use(recover.ok());
    await send();
    expect(await screen.findByRole('status')).toHaveTextContent('Un email de réinitialisation a été envoyé à votre adresse.');
  });

  it.each([
    [recover.rateLimited(), 'Trop de tentatives. Veuillez réessayer dans quelques minutes.'],
    [recover.unknownError(), "Une erreur est survenue lors de l'envoi de l'email"],
  ])('shows the error banner (%#)', async (handler, message) => {
    server.use(handler);
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('links back to /login and /register', () => {
    renderPage(ForgotPasswordPage);
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/register');
  });
});

describe('register page on a project that confirms e-mails', () => {
  it('tells the new player to confirm the address, and does not stay loading', async () => {
    server.use(signUp.confirmationRequired(AWA));
    localStorage.clear();
    const user = renderPage(RegisterPage);
    await user.type(screen.getByRole('textbox', { name: /Nom d'utilisateur/ }), 'awa');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), AWA.email);
    await user.type(screen.getByLabelText(/^Mot de passe/), 'secret1');
    await user.type(screen.getByLabelText(/^Confirmer le mot de passe/), 'secret1');
    await user.click(screen.getByRole('button', { name: "S'inscrire" }));
    expect(await screen.findByRole('status')).toHaveTextContent('Un email de confirmation vous a été envoyé. Confirmez votre adresse, puis connectez-vous.');
    expect(screen.getByRole('button', { name: "S'inscrire" })).not.toHaveAttribute('data-loading');
  });
});
