import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rgStatus } from '../../../tests/fixtures/responsible-gaming';
import { AWA, storedSession } from '../../../tests/msw/fixtures';
import { responsibleGaming, responsibleGamingHandlers } from '../../../tests/msw/responsible-gaming-handlers';
import { server } from '../../../tests/msw/server';
import { renderPage } from '../../../tests/kit/render';
import { SessionContext, type SessionValue } from '../../components/session-context';
import { ResponsibleGamingPage } from './responsible-gaming-page';

// Testing Library collapses whitespace, U+202F of the French grouping included: amounts are matched with plain spaces.

function renderRg() {
  const session = {
    status: 'signedIn',
    user: { id: AWA.id, email: AWA.email },
    profile: null,
    logout: vi.fn(),
    reloadProfile: vi.fn(),
  } as unknown as SessionValue;
  const { user } = renderPage(
    () => (
      <SessionContext.Provider value={session}>
        <ResponsibleGamingPage />
      </SessionContext.Provider>
    ),
    { path: '/responsible-gaming', url: '/responsible-gaming' },
  );
  return { session, user };
}

beforeEach(() => {
  localStorage.clear();
  for (const [key, value] of Object.entries(storedSession(AWA))) localStorage.setItem(key, value);
});

const card = (name: string) => within(screen.getByRole('region', { name }));

describe('responsible-gaming page', () => {
  it('shows the six limits with what the period used, the player’s country and no exclusion', async () => {
    server.use(...responsibleGamingHandlers(rgStatus({ limits: { 'stake/day': { amount: 1000, used: 300 }, 'deposit/month': { amount: 50_000 } } })));
    renderRg();
    expect(await screen.findByRole('heading', { name: 'Limites de mise' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Limites de dépôt' })).toBeInTheDocument();
    const day = card('Limite de mise journalière');
    expect(day.getByText('1 000 CFA')).toBeInTheDocument();
    expect(day.getByText("Misé aujourd'hui : 300 CFA · il reste 700 CFA")).toBeInTheDocument();
    expect(card('Limite de mise hebdomadaire').getByText('Aucune limite')).toBeInTheDocument();
    expect(card('Limite de dépôt mensuelle').getByText('50 000 CFA')).toBeInTheDocument();
    expect(screen.getByText('Né(e) le 12/04/1998 · Togo')).toBeInTheDocument();
    expect(screen.getByText(/suivent l'heure de votre pays : Togo/)).toBeInTheDocument();
    expect(screen.queryByText('Exclusion en cours')).toBeNull();
  });

  it('lowers a limit at once and says so', async () => {
    server.use(...responsibleGamingHandlers(rgStatus({ limits: { 'stake/day': { amount: 1000 } } })));
    const { user } = renderRg();
    await user.click(await screen.findByRole('button', { name: 'Modifier la limite de mise journalière' }));
    const input = screen.getByRole('textbox', { name: 'Limite de mise journalière (CFA)' });
    await user.clear(input);
    await user.type(input, '500');
    expect(screen.queryByText(/Une hausse ne s'applique que 24 h/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Limite enregistrée : 500 CFA, en vigueur dès maintenant.');
    expect(card('Limite de mise journalière').getByText('500 CFA')).toBeInTheDocument();
  });

  it('a raise says it waits 24 h, before and after saving, and the card shows when it applies', async () => {
    server.use(...responsibleGamingHandlers(rgStatus({ limits: { 'stake/day': { amount: 1000 } } })));
    const { user } = renderRg();
    await user.click(await screen.findByRole('button', { name: 'Modifier la limite de mise journalière' }));
    const input = screen.getByRole('textbox', { name: 'Limite de mise journalière (CFA)' });
    await user.clear(input);
    await user.type(input, '5000');
    expect(screen.getByText(/Une hausse ne s'applique que 24 h après son enregistrement/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      "Hausse enregistrée : votre limite reste de 1 000 CFA jusqu'au 24 nov. 2026 à 08:00 (dans 24 h), puis passera à 5 000 CFA.",
    );
    expect(card('Limite de mise journalière').getByText('Passera à 5 000 CFA le 24 nov. 2026 à 08:00 (dans 24 h).')).toBeInTheDocument();
  });

  it('refuses an amount out of bounds in French, without calling the database', async () => {
    server.use(...responsibleGamingHandlers(rgStatus()));
    const { user } = renderRg();
    await user.click(await screen.findByRole('button', { name: 'Définir la limite de dépôt hebdomadaire' }));
    await user.type(screen.getByRole('textbox', { name: 'Limite de dépôt hebdomadaire (CFA)' }), '50');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Saisissez une limite entre 100 CFA et 100 000 000 CFA, en chiffres.')).toBeInTheDocument();
    expect(card('Limite de dépôt hebdomadaire').getByText('Aucune limite')).toBeInTheDocument();
  });

  it('an exclusion needs a confirmation stating its end and consequences; then the page shows when it ends', async () => {
    server.use(...responsibleGamingHandlers(rgStatus()));
    const { user } = renderRg();
    await user.click(await screen.findByRole('radio', { name: '7 jours' }));
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirmer votre exclusion' }));
    expect(dialog.getByText("Pendant 7 jours, jusqu'au 30 nov. 2026 à 08:00 (heure de Lomé) :")).toBeInTheDocument();
    expect(dialog.getByText('vous ne pourrez plus valider de ticket ni recharger votre compte ;')).toBeInTheDocument();
    expect(dialog.getByText('vos retraits de gains resteront possibles ;')).toBeInTheDocument();
    expect(dialog.getByText('elle ne pourra pas être levée avant son terme, même à votre demande.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: "Confirmer l'exclusion" }));
    expect(await screen.findByText("Vous êtes exclu du jeu jusqu'au 30 nov. 2026 à 08:00 (heure de Lomé). Vos retraits restent possibles.")).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cancelling the confirmation records nothing', async () => {
    server.use(...responsibleGamingHandlers(rgStatus()));
    const { user } = renderRg();
    await user.click(await screen.findByRole('radio', { name: 'Définitive' }));
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirmer votre exclusion' }));
    expect(dialog.getByText('elle ne pourra jamais être levée, même à votre demande.')).toBeInTheDocument();
    await user.click(dialog.getAllByRole('button', { name: 'Annuler' }).at(-1)!);
    expect(screen.queryByText('Exclusion en cours')).toBeNull();
  });

  it('a permanent exclusion offers nothing more to choose', async () => {
    server.use(...responsibleGamingHandlers(rgStatus({ exclusion: { until: null } })));
    renderRg();
    expect(await screen.findByText('Vous êtes exclu du jeu définitivement. Vos retraits restent possibles.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('asks an older account for its date of birth and country, then re-reads the status and the profile', async () => {
    server.use(...responsibleGamingHandlers(rgStatus({ birthDate: null, country: null })));
    const { user, session } = renderRg();
    const form = within(await screen.findByRole('form', { name: 'Date de naissance et pays' }));
    expect(screen.getByText(/suivent l'heure du Togo, de la Côte d'Ivoire et du Ghana \(UTC\+0\)/)).toBeInTheDocument();
    await user.type(form.getByRole('textbox', { name: /Date de naissance/ }), '12/04/1998');
    await user.selectOptions(form.getByRole('combobox', { name: /Pays de résidence/ }), 'BJ');
    await user.click(form.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Né(e) le 12/04/1998 · Bénin')).toBeInTheDocument();
    expect(session.reloadProfile).toHaveBeenCalledTimes(1);
  });

  it('says so when the status cannot be read, and tries again', async () => {
    server.use(responsibleGaming.offline());
    const { user } = renderRg();
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de joindre le serveur. Vérifiez votre connexion internet.');
    server.use(...responsibleGamingHandlers(rgStatus()));
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Limites de mise' })).toBeInTheDocument();
  });
});
