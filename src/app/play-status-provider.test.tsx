import { screen, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { soloTogo } from '../../tests/fixtures/basket-items';
import { rgStatus } from '../../tests/fixtures/responsible-gaming';
import { AWA, type PlayerFixture, storedSession } from '../../tests/msw/fixtures';
import { responsibleGaming, responsibleGamingHandlers } from '../../tests/msw/responsible-gaming-handlers';
import { server } from '../../tests/msw/server';
import { signedInHandlers } from '../../tests/msw/supabase-handlers';
import { placeBets } from '../../tests/msw/ticket-handlers';
import { renderRoutes } from '../../tests/kit/render';
import { Component as BasketPage } from '../features/basket/basket-page';
import { Component as CataloguePage } from '../features/games/catalogue-page';
import { ResponsibleGamingPage } from '../features/responsible-gaming/responsible-gaming-page';
import { BASKET_STORAGE_KEY, serializeBasket } from '../game/basket-item';
import { PlayStatusProvider } from './play-status-provider';

const LONG = { timeout: 30_000 };
/** A player of Bénin (Porto-Novo, UTC+1) excluded until 24 Nov 2026, 11:55 UTC. */
const ABLA: PlayerFixture = { ...AWA, country: 'BJ' };
const UNTIL = '2026-11-24T11:55:00.000Z';
const EXCLUDED = rgStatus({ exclusion: { until: UNTIL }, country: 'BJ', timeZone: 'Africa/Porto-Novo' });

function signedIn(player: PlayerFixture) {
  localStorage.clear();
  for (const [key, value] of Object.entries(storedSession(player))) localStorage.setItem(key, value);
  server.use(...signedInHandlers(player));
}

/** The pages as the app holds them: inside its one play status. */
function open(url: string, { session = true } = {}) {
  return renderRoutes(
    [
      {
        element: (
          <PlayStatusProvider>
            <Outlet />
          </PlayStatusProvider>
        ),
        children: [
          { path: '/games', element: <CataloguePage /> },
          { path: '/responsible-gaming', element: <ResponsibleGamingPage /> },
          { path: '/basket', element: <BasketPage /> },
        ],
      },
    ],
    { url, session, basket: { delays: { VALIDATION_DELAY: 10, MESSAGE_DELAY: 60_000 } } },
  );
}

/** What a text says of the exclusion's end: '24 nov. 2026 à 12:55 (heure de Porto-Novo)'. */
const endIn = (text: string | null) => /jusqu'au (.+?\))/.exec(text ?? '')?.[1];

beforeEach(() => signedIn(ABLA));

describe('the play status, one for the app (issue 38)', () => {
  it('one exclusion, one end time, in the player’s zone and named: the catalogue, the responsible-gaming page and the basket agree', async () => {
    server.use(...responsibleGamingHandlers(EXCLUDED), placeBets.refuses('self_excluded', { until: '2026-11-24T11:55:00+00:00' }));
    sessionStorage.setItem(BASKET_STORAGE_KEY, serializeBasket([soloTogo]));
    const { router } = open('/games');

    const banner = await screen.findByRole('status', { name: 'Exclusion en cours' }, LONG);
    const shown = endIn(banner.textContent);
    expect(shown).toBe('24 nov. 2026 à 12:55 (heure de Porto-Novo)');

    await router.navigate('/responsible-gaming');
    const page = await screen.findByText(/^Vous êtes exclu du jeu jusqu'au/, {}, LONG);
    expect(endIn(page.textContent)).toBe(shown);

    // the basket says it before 'Valider', which stays disabled (the database's refusal uses the same formatter)
    await router.navigate('/basket');
    await screen.findByRole('heading', { name: 'Récapitulatif de votre panier' }, LONG);
    const basketBanner = await screen.findByRole('status', { name: 'Exclusion en cours' }, LONG);
    expect(basketBanner).toHaveTextContent("Vous vous êtes exclu du jeu jusqu'au 24 nov. 2026 à 12:55 (heure de Porto-Novo).");
    expect(endIn(within(basketBanner).getByText(/^Vous vous êtes exclu/).textContent)).toBe(shown);
    expect(screen.getByRole('button', { name: 'Valider' })).toBeDisabled();
  });

  it('reads nothing for a visitor who is not signed in', async () => {
    localStorage.clear();
    open('/games', { session: false });
    expect(await screen.findByRole('heading', { name: 'Catalogue des jeux' })).toBeInTheDocument();
    // an unmocked responsible_gaming_status would fail this test
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a status that cannot be read shows no banner: the page works, the database still refuses what it must', async () => {
    server.use(responsibleGaming.offline());
    open('/games');
    expect(await screen.findByRole('heading', { name: 'Catalogue des jeux' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('status', { name: /Exclusion|Limite/ })).toBeNull();
  });
});
