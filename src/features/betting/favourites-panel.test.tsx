import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { effectsWith } from '../../../tests/kit/effects';
import { MONDAY_8AM, renderPage } from '../../../tests/kit/render';
import type { FavouritesEffects } from '../../components/effects';
import { SessionContext, type SessionValue } from '../../components/session-context';
import { DEFAULT_SUM } from '../../game/combinations';
import { FAVOURITE_NAME_EMPTY, FAVOURITE_NAME_TAKEN, type Favourite, type FavouriteDraft, type FavouriteSelection } from '../../game/favourites';
import { Component as BettingPage } from './betting-page';

const SIGNED_IN: SessionValue = {
  status: 'signedIn',
  userConfirmed: true,
  user: { id: 'player-1', email: 'awa@example.com' },
  profile: null,
  logout: () => {},
  signingOut: false,
  endedByLogout: false,
  connectionNotice: null,
  reloadProfile: () => {},
};

const SELECTION: FavouriteSelection = { numbers: [], banker: null, base: [], pairs: [], additionPair: null, baseSize: 'total', anagramKind: 'simple', targetSum: DEFAULT_SUM };
const TRIO: Favourite = {
  id: 'fav-1',
  name: 'Anniversaires',
  type: 'trio',
  mode: 'normal',
  option: 'direct',
  selection: { ...SELECTION, numbers: [5, 14, 72] },
  createdAt: '2026-11-20T08:00:00Z',
};

function fakeFavourites(list: Favourite[] = [TRIO], save?: (draft: FavouriteDraft) => Promise<Favourite>) {
  const favourites = {
    list: vi.fn(async () => list),
    save: vi.fn(save ?? (async (draft: FavouriteDraft) => ({ ...draft, id: 'fav-new', createdAt: '2026-11-23T08:00:00Z' }))),
    remove: vi.fn(async () => {}),
  } satisfies FavouritesEffects;
  return favourites;
}

function renderBuilder(favourites: FavouritesEffects, session: SessionValue | null = SIGNED_IN) {
  const effects = effectsWith({
    favourites,
    liability: { watchUnavailableLines: () => () => {}, countryLimits: async () => [] },
  });
  const Page = () => (
    <SessionContext.Provider value={session}>
      <BettingPage />
    </SessionContext.Provider>
  );
  return renderPage(Page, { path: '/betting/:country/:day/:time', url: '/betting/TG/lundi/18h', now: MONDAY_8AM, effects });
}

const ball = (n: number) => screen.getByRole('button', { name: new RegExp(`^Numéro ${n}(,|$)`) });

describe('favourite numbers on the bet builder (issue 41)', () => {
  it('are not offered to a player who is not signed in', async () => {
    const favourites = fakeFavourites();
    renderBuilder(favourites, { ...SIGNED_IN, status: 'signedOut', user: null });
    await screen.findByRole('button', { name: 'Numéro 27' });
    expect(screen.queryByRole('button', { name: 'Mes favoris' })).toBeNull();
    expect(favourites.list).not.toHaveBeenCalled();
  });

  it('read nothing until asked; one tap on a favourite loads it into the builder', async () => {
    const favourites = fakeFavourites();
    const { user } = renderBuilder(favourites);
    const open = await screen.findByRole('button', { name: 'Mes favoris' });
    expect(screen.getByRole('button', { name: 'Enregistrer en favori' })).toBeDisabled();
    expect(favourites.list).not.toHaveBeenCalled();
    await user.click(open);
    await user.click(await screen.findByRole('button', { name: /^Charger Anniversaires/ }));
    for (const n of [5, 14, 72]) expect(ball(n)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('radio', { name: /Trio/ })).toBeChecked();
    expect(screen.getByText('« Anniversaires » est chargé dans la grille.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled();
    expect(favourites.list).toHaveBeenCalledTimes(1);
  });

  it('saves a complete selection under a name, checked first', async () => {
    const favourites = fakeFavourites([]);
    const { user } = renderBuilder(favourites);
    await user.click(await screen.findByRole('radio', { name: /Duo/ }));
    await user.click(ball(12));
    const save = screen.getByRole('button', { name: 'Enregistrer en favori' });
    expect(save).toBeDisabled();
    await user.click(ball(45));
    await user.click(save);
    const form = screen.getByRole('textbox', { name: /Nom du favori/ });
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByText(FAVOURITE_NAME_EMPTY)).toBeVisible();
    expect(favourites.save).not.toHaveBeenCalled();
    await user.type(form, ' Mon duo ');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('« Mon duo » est enregistré dans vos favoris.')).toBeVisible();
    expect(favourites.save).toHaveBeenCalledWith({
      name: 'Mon duo',
      type: 'duo',
      mode: 'normal',
      option: 'direct',
      selection: { ...SELECTION, numbers: [12, 45] },
    });
    expect(screen.queryByRole('textbox', { name: /Nom du favori/ })).toBeNull();
  });

  it("shows the server's French refusal and keeps the form", async () => {
    const favourites = fakeFavourites([], async () => {
      throw new Error(FAVOURITE_NAME_TAKEN);
    });
    const { user } = renderBuilder(favourites);
    await user.click(await screen.findByRole('radio', { name: /Solo/ }));
    await user.click(ball(7));
    await user.click(screen.getByRole('button', { name: 'Enregistrer en favori' }));
    await user.type(screen.getByRole('textbox', { name: /Nom du favori/ }), 'Sept');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(FAVOURITE_NAME_TAKEN)).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Nom du favori/ })).toHaveValue('Sept');
  });

  it('deletes a favourite from the list', async () => {
    const favourites = fakeFavourites();
    const { user } = renderBuilder(favourites);
    await user.click(await screen.findByRole('button', { name: 'Mes favoris' }));
    const list = await screen.findByRole('list');
    await user.click(within(list).getByRole('button', { name: 'Supprimer Anniversaires' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Charger Anniversaires/ })).toBeNull());
    expect(favourites.remove).toHaveBeenCalledWith('fav-1');
    expect(screen.getByText(/Aucun favori pour l’instant/)).toBeVisible();
  });
});
