import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAC_TICKET, MY_RESULT_TICKETS, RESULTS_NOW } from '../../../tests/fixtures/results';
import { LOST_TICKET, WON_TICKET } from '../../../tests/fixtures/tickets';
import { AWA, storedSession } from '../../../tests/msw/fixtures';
import { wonBets } from '../../../tests/msw/results-handlers';
import { server } from '../../../tests/msw/server';
import { signedInHandlers } from '../../../tests/msw/supabase-handlers';
import { renderPage } from '../../../tests/utils/render';
import { GainsRoute } from '../../../tests/utils/results-routes';

const LONG = { timeout: 5_000 };
const amount = (value: number) => `${value.toLocaleString('fr-FR').replace(/\s/g, ' ')} CFA`;
const balls = (scope: HTMLElement, name: string) => within(within(scope).getByRole('list', { name })).getAllByRole('listitem').map((ball) => ball.textContent);

const PLAYER = { ...AWA, winnings: 65_200 };

function open(...handlers: Parameters<typeof server.use>) {
  server.use(...handlers, ...signedInHandlers(PLAYER));
  return renderPage(GainsRoute, { path: '/gains', url: '/gains', session: true, now: RESULTS_NOW });
}

beforeEach(() => {
  localStorage.clear();
  for (const [key, value] of Object.entries(storedSession(PLAYER))) localStorage.setItem(key, value);
});

describe("/gains 'Mes gains': the won bets", () => {
  it('lists the won bets, the latest draw first: what each paid, its numbers and the draw, its ticket', async () => {
    open(...wonBets.list(MY_RESULT_TICKETS));
    expect(await screen.findByText(/^65\s200 CFA$/, {}, LONG)).toBeVisible();
    const cards = await screen.findAllByRole('article', {}, LONG);
    // Bénin's 14h is later than Togo's 9h the same Monday; the lost ticket is not listed
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Duo Direct, Bénin · Lundi 23 nov. 2026 à 14h', 'Solo Direct, Togo · Lundi 23 nov. 2026 à 9h']);
    expect(screen.queryByRole('link', { name: LOST_TICKET.code })).toBeNull();

    const [mac, solo] = cards as [HTMLElement, HTMLElement];
    // the duo 12–34 in double chance, both among the machine numbers: 500 × 120
    expect(within(mac).getByText(`Gagné ${amount(60_000)}`)).toBeVisible();
    expect(balls(mac, 'Numéros joués')).toEqual(['12 (sorti)', '34 (sorti en machine)']);
    expect(balls(mac, 'Numéros machine')).toEqual(['34', '12', '71', '72', '73']);
    expect(within(mac).getByRole('link', { name: MAC_TICKET.code })).toHaveAttribute('href', `/ticket/${MAC_TICKET.code}`);
    // 7 and 45 drawn: 2 × 200 × 13
    expect(within(solo).getByText(`Gagné ${amount(5_200)}`)).toBeVisible();
    expect(balls(solo, 'Numéros gagnants')).toEqual(['45', '3', '7', '88', '60']);
    expect(within(solo).getByRole('link', { name: WON_TICKET.code })).toHaveAttribute('href', `/ticket/${WON_TICKET.code}`);
  });

  it('no won bet yet: says where they will appear', async () => {
    open(...wonBets.list([LOST_TICKET]));
    expect(await screen.findByText('Vos paris gagnants apparaîtront ici après leur tirage.', {}, LONG)).toBeVisible();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('a failure says it in French and offers to try again', async () => {
    const { user } = open(...wonBets.failing());
    const alert = await screen.findByRole('alert', {}, LONG);
    expect(alert).toHaveTextContent("Vos paris gagnants n'ont pas pu être chargés");
    expect(alert).not.toHaveTextContent('internal error');
    server.use(...wonBets.list(MY_RESULT_TICKETS));
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findAllByRole('article', {}, LONG)).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
