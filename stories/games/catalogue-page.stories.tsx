import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Component as CataloguePage } from '../../src/features/games/catalogue-page';
import { AWA } from '../../tests/msw/fixtures';
import { signedInWithStatus, withPlayStatus } from '../session/play-status';

const NONE = "Aucun jeu disponible aujourd'hui";

const meta = {
  title: 'Pages/Games/Catalogue',
  component: CataloguePage,
  parameters: { route: { path: '/games', url: '/games' } },
} satisfies Meta<typeof CataloguePage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function card(canvasElement: HTMLElement, name: string) {
  return within(await within(canvasElement).findByRole('article', { name }));
}

/** Monday 08:00 UTC: every country still has draws to come today. */
export const DrawsStillToCome: Story = {
  parameters: { now: '2026-11-23T08:00:00Z' },
  play: async ({ canvasElement }) => {
    await expect((await card(canvasElement, 'Togo')).getByText("Prochain tirage aujourd'hui : 9h")).toBeVisible();
    await expect((await card(canvasElement, 'Ghana')).getByText("Prochain tirage aujourd'hui : 19h")).toBeVisible();
    await expect((await card(canvasElement, 'Togo')).getByRole('link', { name: 'Voir les jeux' })).toHaveAttribute(
      'href',
      '/games/TG',
    );
  },
};

/** Monday 23:30 UTC: the day is over in Lomé, Abidjan and Accra; Porto-Novo is already on Tuesday. */
export const AfterLastDraw: Story = {
  parameters: { now: '2026-11-23T23:30:00Z' },
  play: async ({ canvasElement }) => {
    for (const name of ['Togo', "Côte d'Ivoire", 'Ghana']) {
      await expect((await card(canvasElement, name)).getByText(NONE)).toBeVisible();
    }
    await expect((await card(canvasElement, 'Bénin')).getByText("Prochain tirage aujourd'hui : 11h")).toBeVisible();
  },
};

/** Sunday: Togo and Ghana do not draw. */
export const Sunday: Story = {
  parameters: { now: '2026-11-29T10:00:00Z' },
  play: async ({ canvasElement }) => {
    await expect((await card(canvasElement, 'Togo')).getByText(NONE)).toBeVisible();
    await expect((await card(canvasElement, 'Ghana')).getByText(NONE)).toBeVisible();
    await expect((await card(canvasElement, 'Bénin')).getByText("Prochain tirage aujourd'hui : 14h")).toBeVisible();
    await expect((await card(canvasElement, "Côte d'Ivoire")).getByText("Prochain tirage aujourd'hui : 13h")).toBeVisible();
  },
};

/** Issue 38: a player excluded until tomorrow 11:55 (Lomé) is told before choosing a draw. */
export const Excluded: Story = {
  decorators: [withPlayStatus],
  parameters: signedInWithStatus(AWA, { exclusion: { until: '2026-11-24T11:55:00.000Z' } }),
  play: async ({ canvasElement }) => {
    const banner = await within(canvasElement).findByRole('status', { name: 'Exclusion en cours' }, { timeout: 30_000 });
    await expect(banner).toHaveTextContent(
      "Vous vous êtes exclu du jeu jusqu'au 24 nov. 2026 à 11:55 (heure de Lomé). D'ici là, vous ne pouvez ni valider de ticket ni recharger votre compte ; vos retraits de gains restent possibles.",
    );
    await expect((await card(canvasElement, 'Togo')).getByRole('link', { name: 'Voir les jeux' })).toBeVisible();
  },
};

/** Issue 38: her daily stake limit is used up: what is left, and when it renews. */
export const StakeLimitReached: Story = {
  decorators: [withPlayStatus],
  parameters: signedInWithStatus(AWA, { limits: { 'stake/day': { amount: 2000, used: 2000 } } }),
  play: async ({ canvasElement }) => {
    const banner = await within(canvasElement).findByRole('status', { name: 'Limite atteinte' }, { timeout: 30_000 });
    await expect(banner).toHaveTextContent(
      "Limite de mise journalière atteinte : il vous reste 0 CFA. Elle se renouvelle le 24 nov. 2026 à 00:00 (heure de Lomé) ; d'ici là, vous ne pouvez pas valider de ticket.",
    );
  },
};
