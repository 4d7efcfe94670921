import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { INITIAL_VIEWPORTS } from 'storybook/viewport';
import { BET_STRUCTURE_TICKETS, EVERY_TYPE_AFTER, EVERY_TYPE_BEFORE, PLAYED_BETS, type PlayedBet, ticketAfter, ticketBefore } from '../../tests/fixtures/bet-structures';
import type { TicketFixture } from '../../tests/fixtures/tickets';
import { verifyTicket } from '../../tests/msw/ticket-handlers';
import { Component as TicketPage } from '../../src/features/tickets/ticket-page';
import type { BetTypeId } from '../../src/game/bet-types';

/**
 * What a bet plays, as every page showing a bet shows it (src/components/bet-structure.tsx), here on the
 * ticket's page: one bet of each type before its draw, and after it with the combinations that paid outlined
 * and listed with what each paid; then all ten on one ticket, on a 390 px phone too.
 */
const meta = {
  title: 'Pages/Ticket/Bets by type',
  component: TicketPage,
  parameters: { layout: 'fullscreen', viewport: { options: INITIAL_VIEWPORTS }, msw: [verifyTicket.finds(...BET_STRUCTURE_TICKETS)] },
} satisfies Meta<typeof TicketPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const at = (ticket: TicketFixture) => ({ route: { path: '/ticket/:code', url: `/ticket/${ticket.code}` } });
const PHONE = { viewport: { value: 'iphone12', isRotated: false } };

/** The lists each type shows before its draw, by their names. */
const STRUCTURE_LISTS: Record<BetTypeId, string[]> = {
  solo: ['Numéros joués'],
  duo: ['Couple joué'],
  turning: ['Couples joués'],
  closing: ['Couples joués'],
  addition: ['Couple joué'],
  perm: ['Numéros joués'],
  banker: ['Banker', 'Base'],
  trio: ['Numéros joués'],
  quadra: ['Numéros joués'],
  jackpot: ['Numéros joués'],
};

/** How many combinations paid, worked by hand in tests/fixtures/bet-structures.ts. */
const LINES_WON: Record<BetTypeId, number> = { solo: 2, duo: 1, turning: 2, closing: 4, addition: 1, perm: 4, banker: 4, trio: 1, quadra: 2, jackpot: 6 };

const betArticle = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('article', {}, { timeout: 30_000 }));

function before(bet: PlayedBet): Story {
  return {
    parameters: at(ticketBefore(bet)),
    play: async ({ canvasElement }) => {
      const article = await betArticle(canvasElement);
      for (const name of STRUCTURE_LISTS[bet.type]) await expect(article.getByRole('list', { name })).toBeVisible();
      await expect(article.getByText('En attente du tirage')).toBeVisible();
      await expect(article.queryByRole('list', { name: 'Combinaisons gagnantes' })).toBeNull();
    },
  };
}

function after(bet: PlayedBet): Story {
  return {
    parameters: at(ticketAfter(bet)),
    play: async ({ canvasElement }) => {
      const article = await betArticle(canvasElement);
      for (const name of STRUCTURE_LISTS[bet.type]) await expect(article.getByRole('list', { name })).toBeVisible();
      await expect(article.getByRole('list', { name: 'Numéros gagnants' })).toBeVisible();
      const won = article.getByRole('list', { name: 'Combinaisons gagnantes' });
      await expect(within(won).getAllByRole('listitem')).toHaveLength(LINES_WON[bet.type]);
      await expect(within(won).getAllByRole('listitem')[0]).toHaveTextContent(/ : [\d\s]+ CFA$/);
    },
  };
}

const bet = (type: BetTypeId) => PLAYED_BETS.find((played) => played.type === type)!;

/** Three numbers, each its own combination. */
export const SoloBefore = before(bet('solo'));
/** 7 and 45 came out: two combinations paid 2 600 CFA each. */
export const SoloAfter = after(bet('solo'));
/** One couple, in double chance. */
export const DuoBefore = before(bet('duo'));
/** 12 among the winning numbers, 34 only among the machine ones: the couple paid on the machine numbers. */
export const DuoAfter = after(bet('duo'));
/** Anagram couples, shown as couples. */
export const TurningBefore = before(bet('turning'));
/** 12–21 and 45–54 paid; 13–31 did not. */
export const TurningAfter = after(bet('turning'));
/** Consecutive couples, in double chance. */
export const ClosingBefore = before(bet('closing'));
/** Three couples paid on the winning numbers, 70–71 on the machine ones, 88–89 nothing. */
export const ClosingAfter = after(bet('closing'));
/** The couple and the sum it makes: 12 + 78 = 90. */
export const AdditionBefore = before(bet('addition'));
export const AdditionAfter = after(bet('addition'));
/** Five numbers, played as their 10 couples, in double chance. */
export const PermBefore = before(bet('perm'));
/** Three couples paid on the winning numbers, 5–47 on the machine ones. */
export const PermAfter = after(bet('perm'));
/** The banker (45) apart from its base. */
export const BankerBefore = before(bet('banker'));
/** 45 with four of its base paid. */
export const BankerAfter = after(bet('banker'));
/** Four numbers, by groups of three. */
export const TrioBefore = before(bet('trio'));
export const TrioAfter = after(bet('trio'));
/** Five numbers, by groups of four, in double chance. */
export const QuadraBefore = before(bet('quadra'));
/** 1–2–3–4 paid on the winning numbers, 2–3–4–5 on the machine ones. */
export const QuadraAfter = after(bet('quadra'));
/** Six numbers, by groups of five, Turbo. */
export const JackpotBefore = before(bet('jackpot'));
/** All six combinations won, and the cap (50 000 × the stake) cut their total. */
export const JackpotAfter: Story = {
  ...after(bet('jackpot')),
  play: async (context) => {
    await after(bet('jackpot')).play!(context);
    await expect(within(context.canvasElement).getByText(/^Total des combinaisons : .* plafonné à/)).toBeVisible();
  },
};

/** A bet of every type on one ticket, before their draws. */
export const EveryTypeBefore: Story = {
  parameters: at(EVERY_TYPE_BEFORE),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('article', {}, { timeout: 30_000 })).toHaveLength(PLAYED_BETS.length);
  },
};

/** The same after their draws: in each, the combinations that paid and what each paid. */
export const EveryTypeAfter: Story = {
  parameters: at(EVERY_TYPE_AFTER),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('article', {}, { timeout: 30_000 })).toHaveLength(PLAYED_BETS.length);
    await expect(canvas.getAllByRole('list', { name: 'Combinaisons gagnantes' })).toHaveLength(PLAYED_BETS.length);
  },
};

/** Before the draws, on a 390 px phone. */
export const EveryTypeBeforeOnPhone: Story = { ...EveryTypeBefore, globals: PHONE };

/** After the draws, on a 390 px phone: couples wrap, amounts stay on their line. */
export const EveryTypeAfterOnPhone: Story = { ...EveryTypeAfter, globals: PHONE };
