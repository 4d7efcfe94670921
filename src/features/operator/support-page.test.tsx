import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OPERATEUR1 } from '../../../tests/fixtures/operator';
import { LOST_TICKET, PENDING_TICKET, WON_TICKET } from '../../../tests/fixtures/tickets';
import { KOFI } from '../../../tests/msw/fixtures';
import { server } from '../../../tests/msw/server';
import { AWA_SUPPORT, type SupportLog, supportFailing, supportServer, supportSummaryJson } from '../../../tests/msw/support-handlers';
import { renderPage } from '../../../tests/kit/render';
import { formatAmount } from '../../game/format';
import { Component as SupportPage } from './support-page';

const amount = (value: number) => formatAmount(value).replace(/\s+/g, ' ');

function open(...handlers: Parameters<typeof server.use>) {
  server.use(...handlers);
  return renderPage(SupportPage, { path: '/operateur/support', url: '/operateur/support' });
}

const search = () => within(screen.getByRole('search', { name: 'Rechercher un ticket ou un joueur' }));

describe('/operateur/support: the read-only look-up (issue 40)', () => {
  it('finds a ticket by its code as typed, and shows its player read only, the look-up recorded', async () => {
    const log: SupportLog = [];
    const { user } = open(...supportServer({ me: OPERATEUR1, log }));
    expect(screen.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    expect(search().getByRole('radio', { name: 'Code du ticket' })).toBeChecked();
    await user.type(search().getByRole('textbox', { name: 'Code du ticket' }), WON_TICKET.code.toLowerCase().replace(/-/g, ''));
    await user.click(search().getByRole('button', { name: 'Rechercher' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'awa' })).toBeVisible();
    expect(log).toEqual([{ fn: 'support_find_ticket', body: { p_code: WON_TICKET.code } }]);
    expect(screen.getByText('Lecture seule')).toBeVisible();
    expect(screen.getByText('Cette consultation est inscrite au journal.')).toBeVisible();
    expect(screen.getByText('Soldes conformes au grand livre')).toBeVisible();
    expect(screen.getByText('Togo')).toBeVisible();
    expect(screen.getByText('Solde de jeu', { selector: 'p' }).nextSibling).toHaveTextContent(amount(AWA_SUPPORT.player.balance));
    expect(screen.getByText('Gains', { selector: 'p' }).nextSibling).toHaveTextContent(amount(AWA_SUPPORT.player.winnings));

    const searched = within(screen.getByRole('region', { name: 'Ticket recherché' }));
    expect(searched.getByRole('article', { name: `Ticket ${WON_TICKET.code}` })).toHaveTextContent(/Gagné/);
    const tickets = within(screen.getByRole('region', { name: 'Tickets (3)' }));
    expect(tickets.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(
      [PENDING_TICKET, WON_TICKET, LOST_TICKET].map((ticket) => `Ticket ${ticket.code}`),
    );
    const responsible = within(screen.getByRole('region', { name: 'Jeu responsable' }));
    expect(responsible.getByText('Aucune exclusion en cours.')).toBeVisible();
    expect(responsible.getByRole('rowheader', { name: 'Limite de mise journalière' }).closest('tr')).toHaveTextContent(amount(5_000));
    const payments = within(screen.getByRole('region', { name: 'Paiements du joueur' }));
    expect(payments.getAllByRole('row')).toHaveLength(4);
    expect(payments.getByText('Refusé : Solde mobile money insuffisant')).toBeVisible();
    const ledger = within(screen.getByRole('region', { name: 'Grand livre du joueur' }));
    expect(ledger.getByRole('rowheader', { name: 'Somme de tout le grand livre' }).closest('tr')).toHaveTextContent(amount(AWA_SUPPORT.ledger_totals.play));
    // read only: nothing on the page moves money or changes the player
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Rechercher']);
  });

  it('finds a player by username, any case; says when nobody has it', async () => {
    const log: SupportLog = [];
    const { user } = open(...supportServer({ me: OPERATEUR1, log, players: [AWA_SUPPORT] }));
    await user.click(search().getByRole('radio', { name: "Nom d'utilisateur" }));
    const field = search().getByRole('textbox', { name: "Nom d'utilisateur" });
    await user.type(field, 'personne');
    await user.click(search().getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByText("Aucun joueur avec ce nom d'utilisateur.")).toBeVisible();
    await user.clear(field);
    await user.type(field, ' AWA ');
    await user.click(search().getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'awa' })).toBeVisible();
    expect(screen.queryByText("Aucun joueur avec ce nom d'utilisateur.")).toBeNull();
    expect(screen.queryByRole('region', { name: 'Ticket recherché' })).toBeNull();
    expect(log.map((call) => call.body)).toEqual([{ p_username: 'personne' }, { p_username: 'AWA' }]);
  });

  it('says no ticket has the code; refuses a malformed one without asking', async () => {
    const log: SupportLog = [];
    const { user } = open(...supportServer({ me: OPERATEUR1, log }));
    const field = search().getByRole('textbox', { name: 'Code du ticket' });
    await user.click(search().getByRole('button', { name: 'Rechercher' }));
    expect(field).toHaveAccessibleDescription('Saisissez le code du ticket.');
    await user.type(field, 'LA-12');
    await user.click(search().getByRole('button', { name: 'Rechercher' }));
    expect(field).toHaveAccessibleDescription("Ce code n'est pas un code de ticket : il s'écrit LA-XXXX-XXXX-XXXX.");
    expect(log).toEqual([]);
    await user.clear(field);
    await user.type(field, 'LA-0000-0000-0000');
    await user.click(search().getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByText('Aucun ticket avec ce code.')).toBeVisible();
    expect(log).toHaveLength(1);
  });

  it('a failed look-up says so and is tried again', async () => {
    const { user } = open(...supportFailing(1, supportServer({ me: OPERATEUR1 })));
    await user.click(search().getByRole('radio', { name: "Nom d'utilisateur" }));
    await user.type(search().getByRole('textbox', { name: "Nom d'utilisateur" }), 'awa');
    await user.click(search().getByRole('button', { name: 'Rechercher' }));
    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByText('La recherche a échoué. Veuillez réessayer.')).toBeVisible();
    await user.click(alert.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'awa' })).toBeVisible();
  });

  it('warns when the balances differ from the ledger, and shows a running exclusion', async () => {
    const drifted = supportSummaryJson({ ...KOFI, country: 'CI' }, [PENDING_TICKET], {
      drift: 1_000,
      exclusion: { until: null, started_at: '2026-11-22T10:00:00Z', duration: 'permanent' },
    });
    const { user } = open(...supportServer({ me: OPERATEUR1, players: [drifted] }));
    await user.click(search().getByRole('radio', { name: "Nom d'utilisateur" }));
    await user.type(search().getByRole('textbox', { name: "Nom d'utilisateur" }), 'kofi');
    await user.click(search().getByRole('button', { name: 'Rechercher' }));
    const warning = within(await screen.findByRole('alert'));
    expect(warning.getByText('Écart avec le grand livre')).toBeVisible();
    expect(warning.getByText(`Solde de jeu ${amount(drifted.player.balance)}, somme du grand livre ${amount(drifted.ledger_totals.play)}.`)).toBeVisible();
    expect(screen.queryByText('Soldes conformes au grand livre')).toBeNull();
    expect(screen.getByText('Exclu du jeu définitivement, depuis le 22 nov. 2026 à 10:00.')).toBeVisible();
  });
});
