import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Component as BettingPage } from '../../src/features/betting/betting-page';
import { FAVOURITES_FULL, FAVOURITE_NAME_EMPTY, FAVOURITE_NAME_TAKEN, FAVOURITE_NAME_TOO_LONG } from '../../src/game/favourites';
import { favourites } from '../../tests/msw/favourites-handlers';
import { AWA } from '../../tests/msw/fixtures';
import { signedInWithStatus } from '../session/play-status';

/** Favourite numbers on the bet builder (issue 41), for Awa, signed in: each state of the panel. */
const meta = {
  title: 'Pages/Betting/Favourites',
  component: BettingPage,
  parameters: { route: { path: '/betting/:country/:day/:time', url: '/betting/TG/lundi/9h' } },
} satisfies Meta<typeof BettingPage>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const withFavourites = (...handlers: Parameters<typeof signedInWithStatus>[2][]) => signedInWithStatus(AWA, {}, ...handlers);

/** The builder, once the session has shown the panel's buttons. */
async function panel(canvasElement: HTMLElement): Promise<Canvas> {
  const canvas = within(canvasElement);
  await canvas.findByRole('button', { name: 'Mes favoris' }, { timeout: 30_000 });
  return canvas;
}

async function openList(canvasElement: HTMLElement) {
  const canvas = await panel(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Mes favoris' }));
  return canvas;
}

/** A complete duo (12, 45), then 'Enregistrer en favori' and the name typed. */
async function nameDuo(canvasElement: HTMLElement, name: string) {
  const canvas = await panel(canvasElement);
  await userEvent.click(canvas.getByRole('radio', { name: /Duo/ }));
  for (const n of [12, 45]) await userEvent.click(canvas.getByLabelText(`Numéro ${n}`, { selector: 'button' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer en favori' }));
  if (name) await userEvent.type(canvas.getByRole('textbox', { name: /Nom du favori/ }), name);
  return canvas;
}

const submit = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));

/** Nothing asked yet: the two buttons; saving waits for a complete selection, and nothing was read. */
export const Closed: Story = {
  parameters: withFavourites(favourites.list()),
  play: async ({ canvasElement }) => {
    const canvas = await panel(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Enregistrer en favori' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Mes favoris' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ListLoading: Story = {
  parameters: withFavourites(favourites.listPending()),
  play: async ({ canvasElement }) => {
    const canvas = await openList(canvasElement);
    await expect(await canvas.findByText('Chargement de vos favoris…')).toBeVisible();
  },
};

export const ListLoaded: Story = {
  parameters: withFavourites(favourites.list()),
  play: async ({ canvasElement }) => {
    const canvas = await openList(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Charger Anniversaires : Trio · 5, 14, 72' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Charger Banker du lundi : Banker · 7 + 18, 36, 54' })).toBeVisible();
  },
};

export const ListEmpty: Story = {
  parameters: withFavourites(favourites.list([])),
  play: async ({ canvasElement }) => {
    const canvas = await openList(canvasElement);
    await expect(await canvas.findByText(/Aucun favori pour l’instant/)).toBeVisible();
  },
};

export const ListFailed: Story = {
  parameters: withFavourites(favourites.listFails()),
  play: async ({ canvasElement }) => {
    const canvas = await openList(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Impossible de joindre le serveur. Vérifiez votre connexion internet.');
    await expect(canvas.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  },
};

/** One tap: the banker, its base and its option are in the builder, ready to add. */
export const LoadedIntoBuilder: Story = {
  parameters: withFavourites(favourites.list()),
  play: async ({ canvasElement }) => {
    const canvas = await openList(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Charger Banker du lundi/ }));
    await expect(canvas.getByText('« Banker du lundi » est chargé dans la grille.')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /Banker/ })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled();
  },
};

export const Deleting: Story = {
  parameters: withFavourites(favourites.list(), favourites.deletePending()),
  play: async ({ canvasElement }) => {
    const canvas = await openList(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Supprimer Anniversaires' }));
    await expect(canvas.getByRole('button', { name: /^Charger Anniversaires/ })).toBeDisabled();
  },
};

export const NamingEmpty: Story = {
  parameters: withFavourites(favourites.saves()),
  play: async ({ canvasElement }) => {
    const canvas = await nameDuo(canvasElement, '');
    await submit(canvas);
    await expect(canvas.getByText(FAVOURITE_NAME_EMPTY)).toBeVisible();
  },
};

export const NamingTooLong: Story = {
  parameters: withFavourites(favourites.saves()),
  play: async ({ canvasElement }) => {
    const canvas = await nameDuo(canvasElement, 'Mes numéros porte-bonheur de toute la famille');
    await submit(canvas);
    await expect(canvas.getByText(FAVOURITE_NAME_TOO_LONG)).toBeVisible();
  },
};

export const Saving: Story = {
  parameters: withFavourites(favourites.savePending()),
  play: async ({ canvasElement }) => {
    const canvas = await nameDuo(canvasElement, 'Mon duo');
    await submit(canvas);
    await expect(canvas.getByRole('textbox', { name: /Nom du favori/ })).toBeDisabled();
  },
};

export const Saved: Story = {
  parameters: withFavourites(favourites.saves()),
  play: async ({ canvasElement }) => {
    const canvas = await nameDuo(canvasElement, 'Mon duo');
    await submit(canvas);
    await expect(await canvas.findByText('« Mon duo » est enregistré dans vos favoris.')).toBeVisible();
  },
};

export const RefusedNameTaken: Story = {
  parameters: withFavourites(favourites.saveNameTaken()),
  play: async ({ canvasElement }) => {
    const canvas = await nameDuo(canvasElement, 'Anniversaires');
    await submit(canvas);
    await expect(await canvas.findByText(FAVOURITE_NAME_TAKEN)).toBeVisible();
  },
};

export const RefusedListFull: Story = {
  parameters: withFavourites(favourites.saveFull()),
  play: async ({ canvasElement }) => {
    const canvas = await nameDuo(canvasElement, 'Un de plus');
    await submit(canvas);
    await expect(await canvas.findByText(FAVOURITES_FULL)).toBeVisible();
  },
};
