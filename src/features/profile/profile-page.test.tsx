import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AWA, storedSession } from '../../../tests/msw/fixtures';
import { server } from '../../../tests/msw/server';
import { currentUser, profiles, signIn } from '../../../tests/msw/supabase-handlers';
import { renderPage } from '../../../tests/kit/render';
import { SessionContext, type SessionValue } from '../../components/session-context';
import { ProfilePage } from './profile-page';

function renderProfile() {
  const session: SessionValue = {
    status: 'signedIn',
    userConfirmed: true,
    user: { id: AWA.id, email: AWA.email },
    profile: { uid: AWA.id, username: AWA.username, email: AWA.email, balance: AWA.balance, winnings: 0 },
    logout: vi.fn(),
    reloadProfile: vi.fn(),
    signingOut: false,
    endedByLogout: false,
    connectionNotice: null,
  };
  const { user } = renderPage(
    () => (
      <SessionContext.Provider value={session}>
        <ProfilePage />
      </SessionContext.Provider>
    ),
    { path: '/profile', url: '/profile' },
  );
  return { session, user };
}

beforeEach(() => {
  localStorage.clear();
  for (const [key, value] of Object.entries(storedSession(AWA))) localStorage.setItem(key, value);
});

describe('profile page', () => {
  it('shows the username and e-mail, and both forms closed behind "Modifier"', () => {
    renderProfile();
    expect(screen.getByText('awa')).toBeInTheDocument();
    expect(screen.getByText('awa@example.com')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Modifier' })).toHaveLength(2);
  });

  it('links to the responsible-gaming page (issue 17)', () => {
    renderProfile();
    const section = within(screen.getByRole('region', { name: 'Jeu responsable' }));
    expect(section.getByRole('link', { name: 'Gérer mes limites' })).toHaveAttribute('href', '/responsible-gaming');
  });

  it('toggles the e-mail form with "Modifier" / "Annuler"', async () => {
    const { user } = renderProfile();
    const section = within(screen.getByRole('region', { name: "Changer d'email" }));
    await user.click(section.getByRole('button', { name: 'Modifier' }));
    expect(section.getByRole('textbox', { name: /Nouvel email/ })).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Annuler' }));
    expect(section.queryByRole('textbox')).toBeNull();
  });

  it('changes the e-mail after checking the current password, says so, and asks the session to re-read the profile', async () => {
    const requests: string[] = [];
    const record = ({ request }: { request: Request }) => requests.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`);
    server.events.on('request:start', record);
    server.use(signIn.as(AWA), currentUser.updates(AWA), profiles.updates(AWA));
    const { user, session } = renderProfile();
    const section = within(screen.getByRole('region', { name: "Changer d'email" }));
    await user.click(section.getByRole('button', { name: 'Modifier' }));
    await user.type(section.getByRole('textbox', { name: /Nouvel email/ }), 'awa@new.example');
    await user.type(section.getByLabelText(/^Mot de passe actuel/), 'ancien1');
    await user.click(section.getByRole('button', { name: "Mettre à jour l'email" }));
    expect(await section.findByRole('status')).toHaveTextContent('Email mis à jour avec succès');
    expect(session.reloadProfile).toHaveBeenCalledTimes(1);
    expect(section.getByLabelText(/^Mot de passe actuel/)).toHaveValue('');
    server.events.removeListener('request:start', record);
    // re-authentication first, then the change
    expect(requests.filter((request) => request.includes('/auth/v1/'))).toEqual(['POST /auth/v1/token?grant_type=password', 'PUT /auth/v1/user']);
  });

  it("refuses the e-mail change with a wrong current password: 'Le mot de passe actuel est incorrect', no change asked", async () => {
    const changes: string[] = [];
    const record = ({ request }: { request: Request }) => {
      if (request.method === 'PUT') changes.push(request.url);
    };
    server.events.on('request:start', record);
    server.use(signIn.invalidCredentials(), currentUser.updates(AWA));
    const { user, session } = renderProfile();
    const section = within(screen.getByRole('region', { name: "Changer d'email" }));
    await user.click(section.getByRole('button', { name: 'Modifier' }));
    await user.type(section.getByRole('textbox', { name: /Nouvel email/ }), 'awa@new.example');
    await user.type(section.getByLabelText(/^Mot de passe actuel/), 'pas-le-bon');
    await user.click(section.getByRole('button', { name: "Mettre à jour l'email" }));
    expect(await section.findByRole('alert')).toHaveTextContent('Le mot de passe actuel est incorrect');
    server.events.removeListener('request:start', record);
    expect(changes).toEqual([]);
    expect(session.reloadProfile).not.toHaveBeenCalled();
    expect(section.getByRole('textbox', { name: /Nouvel email/ })).toHaveValue('awa@new.example');
  });

  it('refuses a mismatched confirmation without any call', async () => {
    const requests: string[] = [];
    const record = ({ request }: { request: Request }) => requests.push(request.url);
    server.events.on('request:start', record);
    const { user } = renderProfile();
    const section = within(screen.getByRole('region', { name: 'Changer de mot de passe' }));
    await user.click(section.getByRole('button', { name: 'Modifier' }));
    await user.type(section.getByLabelText(/^Mot de passe actuel/), 'ancien1');
    await user.type(section.getByLabelText(/^Nouveau mot de passe/), 'nouveau1');
    await user.type(section.getByLabelText(/^Confirmer le nouveau mot de passe/), 'nouveau2');
    await user.click(section.getByRole('button', { name: 'Mettre à jour le mot de passe' }));
    expect(await section.findByRole('alert')).toHaveTextContent('Les mots de passe ne correspondent pas');
    server.events.removeListener('request:start', record);
    expect(requests).toEqual([]);
  });

  it('closes and clears the password form after a successful change', async () => {
    server.use(signIn.as(AWA), currentUser.updates(AWA));
    const { user } = renderProfile();
    const section = within(screen.getByRole('region', { name: 'Changer de mot de passe' }));
    await user.click(section.getByRole('button', { name: 'Modifier' }));
    await user.type(section.getByLabelText(/^Mot de passe actuel/), 'ancien1');
    await user.type(section.getByLabelText(/^Nouveau mot de passe/), 'nouveau1');
    await user.type(section.getByLabelText(/^Confirmer le nouveau mot de passe/), 'nouveau1');
    await user.click(section.getByRole('button', { name: 'Mettre à jour le mot de passe' }));
    expect(await section.findByRole('status')).toHaveTextContent('Mot de passe mis à jour avec succès');
    expect(section.queryByLabelText(/^Mot de passe actuel/)).toBeNull();
    await user.click(section.getByRole('button', { name: 'Modifier' }));
    expect(section.getByLabelText(/^Mot de passe actuel/)).toHaveValue('');
  });
});
