import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OPERATEUR1 } from '../../../tests/fixtures/operator';
import { cfa } from '../../../tests/kit/amounts';
import { RedirectedTo, renderRoutes } from '../../../tests/kit/render';
import { EXPOSURE, TOGO_18H, exposureServer } from '../../../tests/msw/exposure-handlers';
import { AWA, type PlayerFixture, storedSession } from '../../../tests/msw/fixtures';
import { server } from '../../../tests/msw/server';
import { signedInHandlers } from '../../../tests/msw/supabase-handlers';
import { OperatorDeskLayout } from './desk-layout';
import { ExposurePage } from './exposure-page';

const TOGO = 'Togo · Lundi 23 nov. 2026 à 18h';

/** Every call of the liability functions, in order: what the page asked the server. */
let calls: { fn: string; body: unknown }[] = [];

beforeEach(() => {
  calls = [];
  server.events.on('request:start', async ({ request }) => {
    const fn = /\/rest\/v1\/rpc\/(open_draws_exposure|draw_exposure|set_liability_limit)$/.exec(request.url)?.[1];
    if (fn) calls.push({ fn, body: await request.clone().json() });
  });
});

afterEach(() => {
  server.events.removeAllListeners();
  localStorage.clear();
});

/** /operateur/exposition as the app routes it: the desk's layout (the operator check, the header), the page inside. */
function open(player: PlayerFixture) {
  for (const [key, value] of Object.entries(storedSession(player))) localStorage.setItem(key, value);
  server.use(...exposureServer(EXPOSURE), ...signedInHandlers(player));
  return renderRoutes(
    [
      { element: <OperatorDeskLayout />, children: [{ path: '/operateur/exposition', element: <ExposurePage /> }] },
      { path: '*', element: <RedirectedTo /> },
    ],
    { url: '/operateur/exposition', session: true },
  );
}

const drawRow = async (title: string) => within((await screen.findByRole('rowheader', { name: new RegExp(`^${title}`) })).closest('tr')!);

describe('/operateur/exposition', () => {
  it("shows an operator the open draws' sales and most exposed lines against their limits, and the countries' defaults", async () => {
    open(OPERATEUR1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Exposition et limites' })).toBeVisible();
    // the desk's header, its page marked
    expect(within(screen.getByRole('navigation', { name: 'Espace opérateur' })).getByRole('link', { name: 'Exposition et limites' })).toHaveAttribute('aria-current', 'page');
    const togo = await drawRow(TOGO);
    expect(togo.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      cfa('152 000 CFA'),
      '31',
      '12',
      '27',
      cfa('2 400 000 CFA'),
      cfa('25 000 000 000 CFAdu pays'),
      '0\u202f%',
      'Lignes et limites',
    ]);
    expect(togo.getByRole('rowheader')).toHaveTextContent('1 ligne fermée à la vente');
    // Bénin's 14h: its most exposed line near the draw's own limit
    const benin = await drawRow('Bénin · Lundi 23 nov. 2026 à 14h');
    expect(benin.getByText('Proche de la limite')).toBeVisible();
    expect(benin.getByRole('meter', { name: 'Part de la limite, ligne 9' })).toHaveAttribute('aria-valuetext', '96\u202f%');
    // one date at a time: Tuesday's Ghana draw is under 'Jour'
    expect(screen.queryByRole('rowheader', { name: /^Ghana ·/ })).toBeNull();
    const countries = within(screen.getByRole('region', { name: 'Limites par défaut des pays' }));
    expect(countries.getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['Bénin', "Côte d'Ivoire", 'Ghana', 'Togo']);
    expect(calls.map((call) => call.fn)).toEqual(['open_draws_exposure']);
  });

  it("lets an operator lower a number's limit on a draw: the saved notice, and the line flagged at its limit", async () => {
    const { user } = open(OPERATEUR1);
    await user.click((await drawRow(TOGO)).getByRole('button', { name: `Lignes et limites : ${TOGO}` }));
    const section = within(await screen.findByRole('region', { name: TOGO }));
    // the draw's heading takes the focus
    expect(section.getByRole('heading', { name: TOGO })).toHaveFocus();
    const top = within(await section.findByRole('table', { name: 'Lignes les plus exposées' }));
    expect(top.getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['27', '12-27', '45', '7', '3-12-27', '12-45']);
    expect(calls.at(-1)).toEqual({ fn: 'draw_exposure', body: { p_draw_id: TOGO_18H.id, p_top: 10 } });

    const form = within(section.getByRole('form', { name: "Limite d'une ligne" }));
    // checked before anything is sent
    await user.type(form.getByRole('textbox', { name: 'Ligne' }), '27-91');
    await user.click(form.getByRole('button', { name: 'Enregistrer' }));
    expect(form.getByText("Les numéros d'une ligne vont de 1 à 90.")).toBeVisible();
    expect(form.getByText('Saisissez un montant en CFA.')).toBeVisible();
    expect(calls.some((call) => call.fn === 'set_liability_limit')).toBe(false);

    await user.clear(form.getByRole('textbox', { name: 'Ligne' }));
    await user.type(form.getByRole('textbox', { name: 'Ligne' }), '27');
    await user.type(form.getByRole('textbox', { name: 'Limite de la ligne (CFA)' }), '1 000 000');
    await user.click(form.getByRole('button', { name: 'Enregistrer' }));
    const notice = await screen.findByText(
      "Limite de la ligne 27 du tirage Togo · Lundi 23 nov. 2026 à 18h enregistrée : 1 000 000 CFA. Le 27 n'est plus en vente sur ce tirage.",
    );
    // announced, in the amounts' narrow no-break spaces
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(notice.textContent).toContain(cfa('1 000 000 CFA'));
    expect(calls.find((call) => call.fn === 'set_liability_limit')?.body).toEqual({ p_draw_id: TOGO_18H.id, p_line: '27', p_max_payout: 1_000_000 });
    // the form is emptied, and the draw read again: the 27 at its limit, with a limit of its own
    expect(form.getByRole('textbox', { name: 'Ligne' })).toHaveValue('');
    const row27 = within(await top.findByRole('rowheader', { name: '27' }).then((header) => header.closest('tr')!));
    expect(await row27.findByText('Limite atteinte')).toBeVisible();
    expect(row27.getByRole('meter', { name: 'Part de la limite, ligne 27' })).toHaveAttribute('aria-valuetext', '240\u202f%');
    expect(await section.findByRole('button', { name: 'Retirer la limite propre de la ligne 27' })).toBeEnabled();
  });

  it('sends a player to /player through the desk, reading nothing', async () => {
    open(AWA);
    expect(await screen.findByTestId('redirected-to')).toHaveTextContent('Redirigé vers /player');
    expect(screen.queryByRole('heading', { name: 'Exposition et limites' })).toBeNull();
    expect(calls).toEqual([]);
  });
});
