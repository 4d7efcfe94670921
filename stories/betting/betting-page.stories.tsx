import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Effects } from '../../src/components/effects';
import { Component as BettingPage } from '../../src/features/betting/betting-page';
import { basketItem, duoBenin, soloTogo, storedBasket, trioGhana } from '../../tests/fixtures/basket-items';
import { AWA } from '../../tests/msw/fixtures';
import { signedInWithStatus, withPlayStatus } from '../session/play-status';

/** Monday 23 Nov 2026 08:00 UTC (the default story clock): the 9h Lomé draw is upcoming. */
const meta = {
  title: 'Pages/Betting',
  component: BettingPage,
  parameters: { route: { path: '/betting/:country/:day/:time', url: '/betting/TG/lundi/9h' } },
} satisfies Meta<typeof BettingPage>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

// by label, not role: computing 90 accessible names per query is slow in happy-dom
const ball = (canvas: Canvas, n: number) => canvas.getByLabelText(`Numéro ${n}`, { selector: 'button' });

async function setup(canvasElement: HTMLElement, typeName?: RegExp) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: 'Créer un pari' });
  if (typeName) await userEvent.click(canvas.getByRole('radio', { name: typeName }));
  return canvas;
}

async function clickBalls(canvas: Canvas, ...numbers: number[]) {
  for (const n of numbers) await userEvent.click(ball(canvas, n));
}

async function expectCanAdd(canvas: Canvas) {
  await expect(canvas.getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled();
}

function numbersStory(typeName: RegExp, numbers: number[], combinations: number): Story {
  return {
    play: async ({ canvasElement }) => {
      const canvas = await setup(canvasElement, typeName);
      await clickBalls(canvas, ...numbers);
      for (const n of numbers) await expect(ball(canvas, n)).toHaveAttribute('aria-pressed', 'true');
      await expect(canvas.getByText('Combinaisons').nextSibling).toHaveTextContent(String(combinations));
      await expectCanAdd(canvas);
    },
  };
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await setup(canvasElement);
    await expect(canvas.getByText('Aucune combinaison pour l’instant.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Réinitialiser' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Panier (0 pari)' })).toBeVisible();
  },
};

export const Solo = numbersStory(/Solo/, [7], 1);
export const Duo = numbersStory(/Duo/, [12, 45], 1);
export const Perm = numbersStory(/Perm/, [3, 17, 42, 88], 6);
export const Trio = numbersStory(/Trio/, [5, 10, 15], 1);
export const Quadra = numbersStory(/Quadra/, [1, 22, 33, 44, 55], 5);
export const Jackpot = numbersStory(/Jackpot/, [9, 18, 27, 36, 45], 1);

/**
 * A perm of 6: 'Gain potentiel' counts its 15 couples, 'Gain maximal possible' the 10 that 5 drawn numbers can
 * make win; one line under them says why.
 */
export const PotentialAboveMaximum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await setup(canvasElement, /Perm/);
    await clickBalls(canvas, 3, 17, 42, 55, 71, 88);
    await expect(canvas.getByText('Gain potentiel').nextSibling).toHaveTextContent(/^450\s000 CFA$/);
    await expect(canvas.getByText('Gain maximal possible').nextSibling).toHaveTextContent(/^300\s000 CFA$/);
    await expect(
      canvas.getByText("Gain potentiel : toutes les combinaisons gagnantes à la fois, ce qu'aucun tirage ne permet ; le gain maximal possible est ce que ce pari peut réellement rapporter."),
    ).toBeVisible();
  },
};

/** A duo: the two figures agree, and no line explains a difference. */
export const PotentialIsMaximum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await setup(canvasElement, /Duo/);
    await clickBalls(canvas, 12, 45);
    await expect(canvas.getByText('Gain maximal possible').nextSibling).toHaveTextContent(/^30\s000 CFA$/);
    await expect(canvas.queryByText(/^Gain potentiel :/)).toBeNull();
  },
};

export const Turning: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await setup(canvasElement, /Tournant/);
    await userEvent.click(canvas.getByRole('button', { name: 'Couple 12–21' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Couple 34–43' }));
    await expect(ball(canvas, 21)).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('12 – 21')).toBeVisible();
    await expectCanAdd(canvas);
  },
};

export const Closing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await setup(canvasElement, /Fermeture/);
    await userEvent.click(canvas.getByRole('button', { name: 'Couple 44–45' }));
    await expect(canvas.getByText('44 – 45')).toBeVisible();
    await expectCanAdd(canvas);
  },
};

export const Addition: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await setup(canvasElement, /Addition/);
    await expect(canvas.getByLabelText('Somme visée (3 à 179)')).toHaveValue('90');
    await userEvent.click(canvas.getByRole('button', { name: 'Couple 30–60' }));
    await expect(canvas.getByText('30 – 60')).toBeVisible();
    await expectCanAdd(canvas);
  },
};

export const Banker: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await setup(canvasElement, /Banker/);
    await clickBalls(canvas, 50, 10, 70);
    await expect(ball(canvas, 50)).toHaveAttribute('data-state', 'banker');
    await expect(ball(canvas, 10)).toHaveAttribute('data-state', 'base');
    await expect(canvas.getByText('10 – 50')).toBeVisible();
    await expectCanAdd(canvas);
  },
};

export const MaximumReached: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await setup(canvasElement, /Duo/);
    await clickBalls(canvas, 4, 8, 16);
    await expect(ball(canvas, 16)).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByText('Choisissez 2 numéros (2 / 2).')).toBeVisible();
  },
};

export const StakeError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await setup(canvasElement);
    await clickBalls(canvas, 7);
    const stake = canvas.getByLabelText('Mise par combinaison (CFA)');
    await userEvent.clear(stake);
    await userEvent.type(stake, '600000');
    await expect(canvas.getByText('La mise doit être entre 100 et 500 000 CFA')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled();
  },
};

export const SumError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await setup(canvasElement, /Addition/);
    const sum = canvas.getByLabelText('Somme visée (3 à 179)');
    await userEvent.clear(sum);
    await userEvent.type(sum, '180');
    await expect(canvas.getByText('La somme doit être entre 3 et 179')).toBeVisible();
  },
};

export const PreviewOverFifty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await setup(canvasElement, /Perm/);
    await clickBalls(canvas, ...Array.from({ length: 11 }, (_, i) => i + 1));
    await expect(canvas.getByText('+5 autres combinaisons...')).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Combinaisons' })).getAllByRole('listitem')).toHaveLength(50);
  },
};

export const DoubleChance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await setup(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Double chance' }));
    await clickBalls(canvas, 9);
    await expect(canvas.getByText('Gain MAC').nextSibling).toHaveTextContent('400 CFA');
  },
};

export const BankerWithBaseSize: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await setup(canvasElement, /Banker/);
    await userEvent.selectOptions(canvas.getByLabelText('Taille de la base'), '3');
    await clickBalls(canvas, 1, 2, 3, 4, 5);
    await expect(ball(canvas, 5)).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByText('Base : 3 / 3 numéros.')).toBeVisible();
  },
};

export const TurningComplete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await setup(canvasElement, /Tournant/);
    await userEvent.click(canvas.getByRole('radio', { name: 'Complet' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Couple 11–22' }));
    await expect(canvas.getByText('11 – 22')).toBeVisible();
  },
};

export const ClosingSelectAll: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await setup(canvasElement, /Fermeture/);
    await userEvent.click(canvas.getByRole('button', { name: 'Tout sélectionner' }));
    await expect(canvas.getByText('+39 autres combinaisons...')).toBeVisible();
  },
};

export const BasketBadgeWithItems: Story = {
  parameters: { sessionStorage: storedBasket(soloTogo, duoBenin, trioGhana) },
  play: async ({ canvasElement }) => {
    const canvas = await setup(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Panier (3 paris)' })).toBeVisible();
  },
};

/** Bénin's 24h draw of Monday is at midnight ending Monday: the header names Monday 23, the draw's own day. */
export const MidnightDraw: Story = {
  parameters: { route: { path: '/betting/:country/:day/:time', url: '/betting/BJ/lundi/24h' } },
  play: async ({ canvasElement }) => {
    const canvas = await setup(canvasElement);
    await expect(canvas.getByText('Bénin · Lundi 23 nov. 2026 à 24h')).toBeVisible();
  },
};

export const InvalidDraw: Story = {
  parameters: { route: { path: '/betting/:country/:day/:time', url: '/betting/TG/dimanche/9h' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('redirected-to')).toHaveTextContent('Redirigé vers /player');
  },
};

/** A jackpot of 10 numbers on Côte d'Ivoire's Monday 16h: 252 lines. */
const jackpot = (n: number) =>
  basketItem({ id: `jackpot-${n}`, type: 'jackpot', option: 'direct', mode: 'normal', country: 'CI', day: 'lundi', time: '16h', selection: { numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }, stake: 100 });

/** The basket already holds 2 520 lines (ten jackpots of 252): one more bet would not fit in one ticket, and the builder says so before it is added (issue 36). */
export const BasketWouldOverflow: Story = {
  parameters: { sessionStorage: storedBasket(...Array.from({ length: 10 }, (_, n) => jackpot(n))) },
  play: async ({ canvasElement }) => {
    const canvas = await setup(canvasElement, /Solo/);
    const line = 'Avec ce pari, votre panier ne tiendra plus en un seul ticket : un ticket compte au plus 100 paris et 2 520 lignes.';
    await expect(canvas.queryByText(line)).toBeNull();
    await clickBalls(canvas, 7);
    await expect(canvas.getByText(line)).toBeVisible();
    // the basket still takes it: it is then validated in more than one ticket
    await expectCanAdd(canvas);
    await expect(canvas.getByRole('button', { name: 'Ajouter au panier' })).toHaveAccessibleDescription(line);
    await clickBalls(canvas, 7);
    await expect(canvas.queryByText(line)).toBeNull();
  },
};

/** Issue 38: an excluded player is told at the top, and nothing goes to the basket, however valid the bet. */
export const Excluded: Story = {
  decorators: [withPlayStatus],
  parameters: signedInWithStatus(AWA, { exclusion: { until: '2026-11-24T11:55:00.000Z' } }),
  play: async ({ canvasElement }) => {
    const canvas = await setup(canvasElement);
    const banner = await canvas.findByRole('status', { name: 'Exclusion en cours' }, { timeout: 30_000 });
    await expect(banner).toHaveTextContent(
      "Vous vous êtes exclu du jeu jusqu'au 24 nov. 2026 à 11:55 (heure de Lomé). D'ici là, vous ne pouvez ni ajouter de pari au panier ni valider de ticket.",
    );
    await clickBalls(canvas, 7);
    const add = canvas.getByRole('button', { name: 'Ajouter au panier' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription(/^Vous vous êtes exclu du jeu jusqu'au 24 nov\. 2026 à 11:55 \(heure de Lomé\)\./);
  },
};

/** Issue 38: a weekly stake limit: the builder says what is left, and bets may still be added. */
export const StakeLimitLeft: Story = {
  decorators: [withPlayStatus],
  parameters: signedInWithStatus(AWA, { limits: { 'stake/week': { amount: 10_000, used: 8_500 } } }),
  play: async ({ canvasElement }) => {
    const canvas = await setup(canvasElement);
    const banner = await canvas.findByRole('status', { name: 'Limite en vigueur' }, { timeout: 30_000 });
    await expect(banner).toHaveTextContent(/Limite de mise hebdomadaire : il vous reste 1\s500 CFA jusqu'au 30 nov\. 2026 à 00:00 \(heure de Lomé\)\./);
    await clickBalls(canvas, 7);
    await expectCanAdd(canvas);
  },
};

/** Issue 38: the daily stake limit is used up: what is left, and when it renews (the basket refuses the ticket until then). */
export const StakeLimitReached: Story = {
  decorators: [withPlayStatus],
  parameters: signedInWithStatus(AWA, { limits: { 'stake/day': { amount: 1000, used: 1000 } } }),
  play: async ({ canvasElement }) => {
    const canvas = await setup(canvasElement);
    const banner = await canvas.findByRole('status', { name: 'Limite atteinte' }, { timeout: 30_000 });
    await expect(banner).toHaveTextContent(
      "Limite de mise journalière atteinte : il vous reste 0 CFA. Elle se renouvelle le 24 nov. 2026 à 00:00 (heure de Lomé) ; d'ici là, vous ne pouvez pas valider de ticket.",
    );
  },
};

/** The lines of the 9h draw that reached their liability limit (issue 40), as the database would say them, at once. */
const unavailable = (lines: string[]) => (effects: Effects): Effects => ({
  ...effects,
  liability: {
    ...effects.liability,
    watchUnavailableLines: (_draw, onChange) => {
      onChange(lines);
      return () => {};
    },
  },
});

/** Issue 40: the 27 reached its limit for this draw: struck through, not playable, and named if it was picked. */
export const NumberUnavailable: Story = {
  parameters: { ...signedInWithStatus(AWA, {}), effects: unavailable(['27', '12-30']) },
  play: async ({ canvasElement }) => {
    const canvas = await setup(canvasElement);
    const closed = await canvas.findByLabelText('Numéro 27, indisponible', { selector: 'button' }, { timeout: 30_000 });
    await expect(closed).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(closed);
    await expect(closed).toHaveAttribute('aria-pressed', 'false');
    await clickBalls(canvas, 7);
    await expectCanAdd(canvas);
  },
};

/** Issue 40: a pair of a couple type reached its limit: 'Ajouter au panier' says which, and waits. */
export const PairUnavailable: Story = {
  parameters: { ...signedInWithStatus(AWA, {}), effects: unavailable(['12-30']) },
  play: async ({ canvasElement }) => {
    const canvas = await setup(canvasElement, /Duo/);
    await clickBalls(canvas, 30, 12);
    const add = canvas.getByRole('button', { name: 'Ajouter au panier' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription("La paire 12-30 n'est plus disponible pour le tirage de 9h.");
  },
};
