import { type BasketItem, isBasketItem } from './basket-item';
import { combinationSize, findBetType } from './bet-types';
import { isBall } from './combinations';
import { type CountryCode, type DrawHour, type Weekday, findCountry, hoursOn } from './countries';
import { type DrawStatuses, closedReasonOf, drawKey } from './draw-sales';
import { formatAmount } from './format';
import { OPTION_NAMES, isGameMode, optionsFor } from './options';
import { priceBet } from './payouts';
import { drawInstant } from './schedule';
import { STAKE_MAX, STAKE_MIN } from './stakes';
import { MAX_TICKET_LINES, TICKET_TOO_LARGE } from './ticket-bounds';
import { type TicketBet, describeDraw } from './tickets';

/**
 * 'Rejouer' a ticket (issue 41, DESIGN §13): its bets become new basket items for one target draw, the
 * next open draw of the ticket's slot by default, re-priced and re-checked by today's rules. Pure.
 */

/** A draw a replay can target (plain JSON: a machine keeps it in its context). */
export interface ReplayDraw {
  country: CountryCode;
  day: Weekday;
  time: DrawHour;
  /** ISO 8601 instant, in UTC */
  drawAt: string;
}

/** What a ticket's bet keeps for a replay: what it played, not what it became. */
export type ReplayBet = Pick<TicketBet, 'betType' | 'betOption' | 'gameMode' | 'combinations' | 'baseStake'> & {
  draw: Pick<TicketBet['draw'], 'country' | 'day' | 'time' | 'drawAt'>;
};

/** A bet left out of the replay, and why, in French. */
export interface RefusedBet {
  /** its index among the ticket's bets */
  index: number;
  /** 'Duo Direct' */
  label: string;
  reason: string;
}

export interface ReplayPlan {
  items: BasketItem[];
  refused: RefusedBet[];
}

const DAY_MS = 86_400_000;
/** How far ahead the open draws are offered (a week, every slot once), and the slot searched (four weeks). */
const SLOT_WEEKS = 4;

/** The bets of a ticket, reduced to what a replay needs (plain JSON). */
export function replayBetsOf(bets: readonly ReplayBet[]): ReplayBet[] {
  return bets.map(({ betType, betOption, gameMode, combinations, baseStake, draw }) => ({
    betType,
    betOption,
    gameMode,
    combinations: combinations.map((c) => [...c]),
    baseStake,
    draw: { country: draw.country, day: draw.day, time: draw.time, drawAt: draw.drawAt },
  }));
}

function isOpen(draw: ReplayDraw, now: Date, statuses: DrawStatuses): boolean {
  return closedReasonOf(draw.country, draw.drawAt, now, statuses) === null;
}

/** The draw of that weekday and hour in the week starting `from`, strictly after `now`'s instant when today. */
function occurrence(country: CountryCode, day: Weekday, time: DrawHour, from: Date): ReplayDraw {
  const drawAt = new Date(drawInstant(findCountry(country)!, day, time, from).getTime()).toISOString();
  return { country, day, time, drawAt };
}

/**
 * The country's draws still on sale within the coming week (each slot once: a slot of today whose hour
 * has passed comes next week), soonest first. Empty for an unknown country.
 */
export function openDrawsOf(countryCode: string, now: Date, statuses: DrawStatuses): ReplayDraw[] {
  const country = findCountry(countryCode);
  if (!country) return [];
  const draws: ReplayDraw[] = [];
  for (const day of country.activeDays) {
    for (const time of hoursOn(country, day)) {
      let draw = occurrence(country.code, day, time, now);
      if (Date.parse(draw.drawAt) <= now.getTime()) draw = occurrence(country.code, day, time, new Date(now.getTime() + DAY_MS));
      if (isOpen(draw, now, statuses)) draws.push(draw);
    }
  }
  return draws.sort((a, b) => Date.parse(a.drawAt) - Date.parse(b.drawAt));
}

/**
 * The draw a replay targets by default: the next occurrence after `now`, still on sale, of the same
 * country, weekday and hour (searched four weeks ahead, past a draw closed early); if that slot is no longer
 * in the schedule, the country's next open draw at the same hour; else null.
 */
export function nextDrawOfSlot(slot: Pick<ReplayDraw, 'country' | 'day' | 'time'>, now: Date, statuses: DrawStatuses): ReplayDraw | null {
  const country = findCountry(slot.country);
  if (!country) return null;
  if (country.activeDays.includes(slot.day) && hoursOn(country, slot.day).includes(slot.time)) {
    for (let week = 0; week < SLOT_WEEKS; week++) {
      const from = new Date(now.getTime() + week * 7 * DAY_MS);
      let draw = occurrence(country.code, slot.day, slot.time, from);
      if (Date.parse(draw.drawAt) <= now.getTime()) draw = occurrence(country.code, slot.day, slot.time, new Date(from.getTime() + DAY_MS));
      if (isOpen(draw, now, statuses)) return draw;
    }
    return null;
  }
  return openDrawsOf(country.code, now, statuses).find((draw) => draw.time === slot.time) ?? null;
}

/** 'Duo Direct', as the ticket lists a bet. */
export function replayBetLabel(bet: Pick<ReplayBet, 'betType' | 'betOption'>): string {
  const type = findBetType(bet.betType);
  return `${type?.name ?? bet.betType} ${OPTION_NAMES[bet.betOption] ?? bet.betOption}`;
}

/** Why a bet cannot be played on that draw any more, or null when it can (the rules of isBasketItem, in French). */
function refusal(bet: ReplayBet, draw: ReplayDraw): string | null {
  const type = findBetType(bet.betType);
  const country = findCountry(draw.country);
  if (!type || !isGameMode(bet.gameMode)) return "Ce type de pari n'est plus proposé.";
  if (!country || !hoursOn(country, draw.day).includes(draw.time)) return "Ce tirage n'est plus au programme.";
  if (!optionsFor(type.id, bet.gameMode).some((o) => o.id === bet.betOption)) return `L'option ${OPTION_NAMES[bet.betOption] ?? bet.betOption} n'est plus proposée pour ce pari.`;
  if (!Number.isInteger(bet.baseStake) || bet.baseStake < STAKE_MIN || bet.baseStake > STAKE_MAX)
    return `La mise de base doit être comprise entre ${formatAmount(STAKE_MIN)} et ${formatAmount(STAKE_MAX)}.`;
  const size = combinationSize(type.id);
  const valid = (c: readonly number[]) => c.length === size && c.every(isBall) && c.every((ball, i) => i === 0 || c[i - 1]! < ball);
  if (bet.combinations.length === 0 || !bet.combinations.every(valid)) return 'Ses combinaisons ne sont plus valides.';
  if (bet.combinations.length > MAX_TICKET_LINES) return TICKET_TOO_LARGE;
  return null;
}

/**
 * The basket items of the ticket's bets for `draw`: each a new item (id from `newId`) with the same type,
 * option, mode, combinations and base stake, priced again and re-checked with isBasketItem; a bet that no
 * longer passes is left out with its French reason.
 */
export function replayPlan(bets: readonly ReplayBet[], draw: ReplayDraw, newId: (index: number) => string): ReplayPlan {
  const items: BasketItem[] = [];
  const refused: RefusedBet[] = [];
  bets.forEach((bet, index) => {
    const label = replayBetLabel(bet);
    const reason = refusal(bet, draw);
    if (reason !== null) {
      refused.push({ index, label, reason });
      return;
    }
    const item: BasketItem = {
      id: newId(index),
      betType: bet.betType,
      betOption: bet.betOption,
      gameMode: bet.gameMode,
      country: draw.country,
      day: draw.day,
      time: draw.time,
      drawAt: draw.drawAt,
      combinations: bet.combinations.map((c) => [...c]),
      baseStake: bet.baseStake,
      ...priceBet(bet.betType, bet.gameMode, bet.betOption, bet.baseStake, bet.combinations.length),
    };
    if (isBasketItem(item)) items.push(item);
    else refused.push({ index, label, reason: 'Ce pari ne respecte plus les règles du jeu.' });
  });
  return { items, refused };
}

/** 'Togo · Mardi 24 nov. 2026 à 18h' */
export function replayDrawLabel(draw: ReplayDraw): string {
  return `${findCountry(draw.country)?.name ?? draw.country} · ${describeDraw(draw)}`;
}

/** '3 paris ajoutés au panier pour le tirage Togo · Mardi 24 nov. 2026 à 18h.' */
export function replayNotice(count: number, draw: ReplayDraw): string {
  const what = count > 1 ? `${count} paris ajoutés` : `${count} pari ajouté`;
  return `${what} au panier pour le tirage ${replayDrawLabel(draw)}.`;
}

export const NO_OPEN_DRAW = "Aucun tirage de ce pays n'est en vente : ce ticket ne peut pas être rejoué pour le moment.";
export const NOTHING_TO_REPLAY = "Aucun pari de ce ticket ne respecte les règles d'aujourd'hui : rien à rejouer.";
export const NOTHING_FOR_DRAW = "Aucun pari de ce ticket ne peut être joué sur ce tirage : choisissez-en un autre.";

/**
 * What today's stake limits say of these items, or null: the tightest stake limit in force leaves less than
 * their total stake (the basket keeps them; validating them would be refused).
 */
export function stakeLimitWarning(remaining: number | null, items: readonly Pick<BasketItem, 'totalStake'>[]): string | null {
  if (remaining === null) return null;
  const total = items.reduce((sum, item) => sum + item.totalStake, 0);
  if (total <= remaining) return null;
  return `Ces paris misent ${formatAmount(total)} ; votre limite de mise vous laisse ${formatAmount(remaining)} : vous ne pourrez pas tous les valider aujourd'hui.`;
}

/** The draw's key, to name an option of the target select. */
export const replayDrawKey = (draw: ReplayDraw) => drawKey(draw.country, draw.drawAt);
