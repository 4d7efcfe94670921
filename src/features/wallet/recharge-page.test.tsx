import { cleanup, screen, within } from '@testing-library/react';
import { HttpResponse, delay, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { rgStatus } from '../../../tests/fixtures/responsible-gaming';
import { AWA, type PlayerFixture, SUPABASE_URL, profileRow, storedSession } from '../../../tests/msw/fixtures';
import { realtime } from '../../../tests/msw/realtime-handlers';
import { server } from '../../../tests/msw/server';
import { signedInHandlers } from '../../../tests/msw/supabase-handlers';
import { type KeyLog, paymentRow, payments, startRecharge } from '../../../tests/msw/wallet-handlers';
import { renderPage } from '../../../tests/kit/render';
import { PlayStatusContext } from '../../components/play-status-context';
import type { ResponsibleGamingStatus } from '../../game/responsible-gaming';
import { RechargePage } from './recharge-page';

const LONG = { timeout: 30_000 };

function signedIn(player: PlayerFixture = AWA) {
  localStorage.clear();
  for (const [key, value] of Object.entries(storedSession(player))) localStorage.setItem(key, value);
  server.use(...signedInHandlers(player));
}

function openRecharge() {
  return renderPage(RechargePage, { path: '/recharge', url: '/recharge', session: true });
}

/** 5 000 CFA by T-Money from +228 90 12 34 56, typed as a player would. */
async function recharge5000(user: ReturnType<typeof openRecharge>['user']) {
  await user.type(await screen.findByRole('textbox', { name: 'Montant (CFA)' }, LONG), '5000');
  await user.click(screen.getByRole('radio', { name: 'T-Money' }));
  await user.type(screen.getByRole('textbox', { name: /Numéro de téléphone/ }), '90 12 34 56');
  await user.click(screen.getByRole('button', { name: 'Recharger' }));
}

beforeEach(() => signedIn());

describe('recharge page', () => {
  it("after a network drop, 'Réessayer' sends the same idempotency key: one payment, never two", async () => {
    const keys: KeyLog = [];
    server.use(payments.list([]), startRecharge.offlineOnce(paymentRow(AWA), keys));
    const { user } = openRecharge();
    await recharge5000(user);
    const alert = await screen.findByRole('alert', {}, LONG);
    expect(alert).toHaveTextContent('Impossible de joindre le serveur. Vérifiez votre connexion internet.');
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Confirmez le paiement sur votre téléphone' }, LONG)).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a refusal says why, when the operator said', async () => {
    const refused = paymentRow(AWA, { id: '5b0c7a52-6f1e-4b8e-9d3a-0000000000f2' });
    const failed = { ...refused, status: 'failed', provider_reference: null, failure_reason: 'operator_unavailable' };
    server.use(payments.list([]), startRecharge.answers(refused, []), realtime.changes({ table: 'payments', record: failed }));
    const { user } = openRecharge();
    await recharge5000(user);
    const alert = await screen.findByRole('alert', {}, LONG);
    expect(alert).toHaveTextContent("T-Money a refusé le paiement de 5 000 CFA. Votre compte n'a pas été crédité. Motif : Opérateur indisponible.");
  });

  it('after a refusal, a new attempt is a new payment, with a new key', async () => {
    const keys: KeyLog = [];
    const refused = paymentRow(AWA, { id: '5b0c7a52-6f1e-4b8e-9d3a-0000000000f1' });
    server.use(payments.list([]), startRecharge.answers(refused, keys), realtime.changes({ table: 'payments', record: { ...refused, status: 'failed', provider_reference: 'sbx-f1' } }));
    const { user } = openRecharge();
    await recharge5000(user);
    const alert = await screen.findByRole('alert', {}, LONG);
    expect(alert).toHaveTextContent("T-Money a refusé le paiement de 5 000 CFA. Votre compte n'a pas été crédité.");
    await user.click(within(alert).getByRole('button', { name: 'Nouvelle tentative' }));
    expect(screen.getByRole('textbox', { name: 'Montant (CFA)' })).toHaveValue('5000');
    await user.click(screen.getByRole('button', { name: 'Recharger' }));
    await screen.findByRole('alert', {}, LONG);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('a reload while waiting finds the payment again; once the player stopped waiting, it no longer does', async () => {
    const pending = paymentRow(AWA, { id: '5b0c7a52-6f1e-4b8e-9d3a-0000000000d1', amount: 2000 });
    server.use(payments.list([pending]));
    const first = openRecharge();
    expect(await screen.findByRole('heading', { name: 'Confirmez le paiement sur votre téléphone' }, LONG)).toBeInTheDocument();
    expect(screen.getByText(/vous demande de confirmer/)).toHaveTextContent(/le paiement de 2\s000 CFA depuis le \+228 90 12 34 56/);

    cleanup();
    openRecharge();
    expect(await screen.findByRole('heading', { name: 'Confirmez le paiement sur votre téléphone' }, LONG)).toBeInTheDocument();
    await first.user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Vous ne suivez plus ce paiement.');

    cleanup();
    openRecharge();
    expect(await screen.findByRole('textbox', { name: 'Montant (CFA)' }, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Confirmez le paiement sur votre téléphone' })).toBeNull();
  });
});

describe('the recharge page tells an exclusion or a deposit limit before the player tries (issue 38)', () => {
  const EARLIER = paymentRow(AWA, { id: 'earlier', status: 'succeeded', provider_reference: 'sbx-1', created_at: '2026-11-20T10:00:00+00:00' });

  function openWith(status: ResponsibleGamingStatus) {
    server.use(payments.list([EARLIER]));
    const Page = () => (
      <PlayStatusContext.Provider value={{ status, refresh: () => {} }}>
        <RechargePage />
      </PlayStatusContext.Provider>
    );
    return renderPage(Page, { path: '/recharge', url: '/recharge', session: true });
  }

  it('excluded: no form, but until when, and the way to the winnings', async () => {
    openWith(rgStatus({ exclusion: { until: '2026-11-24T11:55:00.000Z' }, country: 'BJ', timeZone: 'Africa/Porto-Novo' }));
    const banner = await screen.findByRole('status', { name: 'Exclusion en cours' }, LONG);
    expect(banner).toHaveTextContent(
      "Vous vous êtes exclu du jeu jusqu'au 24 nov. 2026 à 12:55 (heure de Porto-Novo). D'ici là, vous ne pouvez pas recharger votre compte ; vos retraits de gains restent possibles.",
    );
    expect(within(banner).getByRole('link', { name: 'Retirer mes gains' })).toHaveAttribute('href', '/withdraw');
    expect(within(banner).getByRole('link', { name: 'Jeu responsable' })).toHaveAttribute('href', '/responsible-gaming');
    expect(screen.queryByRole('textbox', { name: 'Montant (CFA)' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Recharger' })).toBeNull();
  });

  it('a deposit limit reached: no form until it renews', async () => {
    openWith(rgStatus({ limits: { 'deposit/week': { amount: 10_000, used: 9_950 } } }));
    const banner = await screen.findByRole('status', { name: 'Limite atteinte' }, LONG);
    expect(banner).toHaveTextContent(
      "Limite de dépôt hebdomadaire atteinte : il vous reste 50 CFA. Elle se renouvelle le 30 nov. 2026 à 00:00 (heure de Lomé) ; d'ici là, vous ne pouvez pas recharger votre compte.",
    );
    expect(screen.queryByRole('textbox', { name: 'Montant (CFA)' })).toBeNull();
  });

  it('a deposit limit with room: what is left, above the form', async () => {
    openWith(rgStatus({ limits: { 'deposit/day': { amount: 10_000, used: 2_500 } } }));
    expect(await screen.findByRole('textbox', { name: 'Montant (CFA)' }, LONG)).toBeEnabled();
    expect(screen.getByRole('status', { name: 'Limite en vigueur' })).toHaveTextContent(
      "Limite de dépôt journalière : il vous reste 7 500 CFA jusqu'au 24 nov. 2026 à 00:00 (heure de Lomé).",
    );
  });
});

describe("the recharge form's country (issue 38)", () => {
  it('waits for the profile: a player of Bénin whose profile comes late, and who last paid from Togo, starts in Bénin', async () => {
    const benin = { ...AWA, country: 'BJ' };
    signedIn(benin);
    server.use(
      http.get(`${SUPABASE_URL}/rest/v1/profiles`, async () => {
        await delay(300);
        return HttpResponse.json(profileRow(benin));
      }),
      payments.list([paymentRow(AWA, { id: 'earlier', status: 'succeeded', provider_reference: 'sbx-1' })]),
    );
    openRecharge();
    expect(await screen.findByRole('combobox', { name: 'Pays' }, LONG)).toHaveValue('BJ');
    const providers = within(screen.getByRole('radiogroup', { name: 'Moyen de paiement' }));
    expect(providers.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['mtn_momo', 'moov_money', 'celtiis']);
    expect(providers.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
  });
});
