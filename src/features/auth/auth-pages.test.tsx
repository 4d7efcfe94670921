import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { server } from '../../../tests/msw/server';
import { AWA, SUPABASE_URL, gotrueUser } from '../../../tests/msw/fixtures';
import { recover, signIn, signUp } from '../../../tests/msw/supabase-handlers';
import { renderPage as renderAt } from '../../../tests/kit/render';
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

/** Fills the register form as a player does: typed date of birth (JJ/MM/AAAA), country picked in the list. */
async function fillRegister(user: UserEvent, fields: { username?: string; birthDate?: string; country?: string; password?: string; confirm?: string } = {}) {
  const { username = 'awa', birthDate = '12/04/1998', country = 'TG', password = 'secret1', confirm = password } = fields;
  await user.type(screen.getByRole('textbox', { name: /Nom d'utilisateur/ }), username);
  await user.type(screen.getByRole('textbox', { name: /Email/ }), AWA.email);
  if (birthDate) await user.type(screen.getByRole('textbox', { name: /Date de naissance/ }), birthDate);
  if (country) await user.selectOptions(screen.getByRole('combobox', { name: /Pays de résidence/ }), country);
  await user.type(screen.getByLabelText(/^Mot de passe/), password);
  await user.type(screen.getByLabelText(/^Confirmer le mot de passe/), confirm);
  await user.click(screen.getByRole('button', { name: "S'inscrire" }));
}

describe('register page', () => {
  async function fill(password: string, confirm: string) {
    await fillRegister(renderPage(RegisterPage), { password, confirm });
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
    ['Al', "Le nom d'utilisateur doit contenir de 3 à 20 caractères."],
    ['Awa Diop', "Le nom d'utilisateur ne peut contenir que des lettres (accents compris), des chiffres et les signes _ . ou -"],
  ])('says what is wrong with the username %j before any call (issue 13)', async (username, message) => {
    await fillRegister(renderPage(RegisterPage), { username });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('refuses a 17-year-old before any call (the clock says Monday 23 Nov 2026)', async () => {
    await fillRegister(renderPage(RegisterPage), { birthDate: '24/11/2008' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Vous devez avoir 18 ans ou plus pour jouer.');
  });

  it('leaves an unchosen country to the browser: the list is required, and nothing is sent', async () => {
    await fillRegister(renderPage(RegisterPage), { country: '' });
    expect(screen.getByRole('combobox', { name: /Pays de résidence/ })).toBeInvalid();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: "S'inscrire" })).not.toHaveAttribute('data-loading');
  });

  it('offers the four countries and a French date input', () => {
    renderPage(RegisterPage);
    const options = within(screen.getByRole('combobox', { name: /Pays de résidence/ })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Choisissez votre pays', 'Togo', 'Bénin', "Côte d'Ivoire", 'Ghana']);
    expect(screen.getByRole('textbox', { name: /Date de naissance/ })).toHaveAttribute('placeholder', 'JJ/MM/AAAA');
    expect(screen.getByRole('textbox', { name: /Date de naissance/ })).toBeRequired();
  });

  it('sends the username, the date of birth and the country with the sign-up', async () => {
    let sent: unknown = null;
    server.use(
      http.post(`${SUPABASE_URL}/auth/v1/signup`, async ({ request }) => {
        sent = ((await request.json()) as { data: unknown }).data;
        return HttpResponse.json(gotrueUser(AWA), { headers: { 'x-supabase-api-version': '2024-01-01' } });
      }),
    );
    localStorage.clear();
    await fillRegister(renderPage(RegisterPage), { username: 'Sèna', birthDate: '29/02/2008', country: 'BJ' });
    expect(await screen.findByRole('status')).toHaveTextContent('Un email de confirmation vous a été envoyé.');
    expect(sent).toEqual({ username: 'Sèna', birth_date: '2008-02-29', country: 'BJ' });
  });

  it.each([
    [signUp.alreadyRegistered(), 'Un compte existe déjà avec cet email'],
    [signUp.underage(), 'Vous devez avoir 18 ans ou plus pour jouer.'],
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
    await fillRegister(renderPage(RegisterPage));
    expect(await screen.findByRole('status')).toHaveTextContent('Un email de confirmation vous a été envoyé. Confirmez votre adresse, puis connectez-vous.');
    expect(screen.getByRole('button', { name: "S'inscrire" })).not.toHaveAttribute('data-loading');
  });
});
