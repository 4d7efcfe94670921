import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AWA, SUPABASE_URL, storedSession } from '../../../tests/msw/fixtures';
import { server } from '../../../tests/msw/server';
import { currentUser, recoveryLink } from '../../../tests/msw/supabase-handlers';
import { RedirectedTo, renderRoutes } from '../../../tests/kit/render';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';

const LINK_INVALID = "Ce lien de réinitialisation est invalide ou a expiré. Un lien ne sert qu'une seule fois : demandez-en un nouveau.";

/** /reset-password opened at `hash` (what GoTrue appended), with /forgot-password beside it as in the app. */
function openAt(hash: string) {
  return renderRoutes(
    [
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '*', element: <RedirectedTo /> },
    ],
    { url: `/reset-password${hash}` },
  );
}

async function fill(user: ReturnType<typeof openAt>['user'], password: string, confirm = password) {
  await user.type(await screen.findByLabelText(/^Nouveau mot de passe/), password);
  await user.type(screen.getByLabelText(/^Confirmer le nouveau mot de passe/), confirm);
  await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
}

let stopRecording = () => {};

/** The passwords sent to the auth service's PUT /user (the password change) during the test. */
function passwordChanges() {
  const passwords: unknown[] = [];
  const record = ({ request }: { request: Request }) => {
    if (request.method === 'PUT' && request.url.endsWith('/auth/v1/user')) {
      void request.clone().json().then((body: { password?: unknown }) => passwords.push(body.password));
    }
  };
  server.events.on('request:start', record);
  stopRecording = () => server.events.removeListener('request:start', record);
  return passwords;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => stopRecording());

describe('reset-password page: a valid link', () => {
  it('checks the link, then asks for the new password for the account of the link', async () => {
    server.use(currentUser.as(AWA));
    openAt(recoveryLink.valid(AWA));
    expect(screen.getByRole('heading', { name: 'Nouveau mot de passe' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Vérification du lien…');
    expect(await screen.findByText('Choisissez un nouveau mot de passe pour awa@example.com.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nouveau mot de passe/)).toBeRequired();
  });

  it.each([
    ['123', '124', 'Les mots de passe ne correspondent pas'],
    ['12345', '12345', 'Le mot de passe doit contenir au moins 6 caractères'],
  ])('refuses %j / %j with the register form’s message, without a call', async (password, confirm, message) => {
    server.use(currentUser.as(AWA), currentUser.updates(AWA));
    const changes = passwordChanges();
    const { user } = openAt(recoveryLink.valid(AWA));
    await fill(user, password, confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(changes).toEqual([]);
  });

  it('sets the new password, says so, and takes the signed-in player to /player after 3 s', async () => {
    server.use(currentUser.as(AWA), currentUser.updates(AWA));
    const changes = passwordChanges();
    const { user, router } = openAt(recoveryLink.valid(AWA));
    await fill(user, 'nouveau1');
    expect(await screen.findByRole('status')).toHaveTextContent('Mot de passe mis à jour avec succès');
    expect(screen.getByText('Vous êtes connecté.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continuer' })).toHaveAttribute('href', '/player');
    expect(changes).toEqual(['nouveau1']);
    expect(await screen.findByTestId('redirected-to', {}, { timeout: 30_000 })).toHaveTextContent('Redirigé vers /player');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("shows the service's refusal and the network failure in French, keeping what was typed", async () => {
    server.use(currentUser.as(AWA), currentUser.updateWeakPassword());
    const { user } = openAt(recoveryLink.valid(AWA));
    await fill(user, 'nouveau1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Le mot de passe doit contenir au moins 6 caractères');
    server.use(currentUser.updateOffline());
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(await screen.findByText('Impossible de joindre le serveur. Vérifiez votre connexion internet.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nouveau mot de passe/)).toHaveValue('nouveau1');
  });

  it('keeps the form when the page is reloaded in the same tab (the address no longer holds the link)', async () => {
    server.use(currentUser.as(AWA));
    const first = openAt(recoveryLink.valid(AWA));
    await screen.findByText('Choisissez un nouveau mot de passe pour awa@example.com.');
    first.router.dispose();
    document.body.innerHTML = '';
    openAt('');
    expect(await screen.findByText('Choisissez un nouveau mot de passe pour awa@example.com.')).toBeInTheDocument();
  });

  it("checks again with 'Réessayer' when the auth service could not be reached", async () => {
    server.use(currentUser.offline());
    const { user } = openAt(recoveryLink.valid(AWA));
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de joindre le serveur. Vérifiez votre connexion internet.');
    server.use(currentUser.as(AWA));
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Choisissez un nouveau mot de passe pour awa@example.com.')).toBeInTheDocument();
  });
});

describe('reset-password page: an invalid link', () => {
  it('says an expired or used link is invalid and sends a new one to the address asked for on this device', async () => {
    localStorage.setItem('loto-recovery-email', JSON.stringify({ email: AWA.email, at: Date.now() }));
    const { user } = openAt(recoveryLink.expired);
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_INVALID);
    expect(screen.queryByLabelText(/^Nouveau mot de passe/)).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Recevoir un nouveau lien' }));
    expect(await screen.findByRole('heading', { name: 'Mot de passe oublié' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue(AWA.email);
  });

  it("prefills the signed-in player's address", async () => {
    for (const [key, value] of Object.entries(storedSession(AWA))) localStorage.setItem(key, value);
    server.use(currentUser.as(AWA));
    const { user } = openAt(recoveryLink.expired);
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_INVALID);
    await user.click(screen.getByRole('link', { name: 'Recevoir un nouveau lien' }));
    expect(await screen.findByRole('textbox', { name: /Email/ })).toHaveValue(AWA.email);
  });

  it('leaves the address empty when none is known, and an old request is forgotten after a day', async () => {
    localStorage.setItem('loto-recovery-email', JSON.stringify({ email: AWA.email, at: Date.now() - 25 * 3600 * 1000 }));
    const { user } = openAt(recoveryLink.expired);
    await user.click(await screen.findByRole('link', { name: 'Recevoir un nouveau lien' }));
    expect(await screen.findByRole('textbox', { name: /Email/ })).toHaveValue('');
  });

  it('refuses a malformed link (a token the service does not know) and a visit without a link', async () => {
    server.use(http.get(`${SUPABASE_URL}/auth/v1/user`, () => HttpResponse.json({ code: 'bad_jwt', error_code: 'bad_jwt', msg: 'invalid JWT' }, { status: 403 })));
    openAt(recoveryLink.valid(AWA));
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_INVALID);
    document.body.innerHTML = '';
    openAt('');
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_INVALID);
  });
});
