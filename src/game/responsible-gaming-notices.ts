import { formatAmount, formatZonedInstant } from './format';
import { LIMIT_MIN, LIMIT_PERIODS, type LimitKind, limitLabel } from './limits';
import { type PlayLimit, type ResponsibleGamingStatus, selfExcludedText } from './responsible-gaming';

/**
 * Where a player learns, before trying, what their exclusion or limits allow (issue 38): the catalogue,
 * the bet builder and the basket (stakes), the recharge page (deposits).
 */
export type PlayPlace = 'catalogue' | 'builder' | 'basket' | 'recharge';

export type PlayNoticeKind = 'excluded' | 'limitReached' | 'limitLeft' | 'offline';

export interface PlayNotice {
  kind: PlayNoticeKind;
  /** the place's action cannot succeed until then: the page disables or replaces it */
  blocking: boolean;
  title: string;
  /** what applies and until when (the database's own refusal, word for word), then what it means here */
  text: string;
}

const LIMIT_KIND_OF: Readonly<Record<PlayPlace, LimitKind>> = { catalogue: 'stake', builder: 'stake', basket: 'stake', recharge: 'deposit' };

const WHILE_EXCLUDED: Readonly<Record<PlayPlace, { until: string; forEver: string }>> = {
  catalogue: {
    until: "D'ici là, vous ne pouvez ni valider de ticket ni recharger votre compte ; vos retraits de gains restent possibles.",
    forEver: 'Vous ne pouvez plus valider de ticket ni recharger votre compte ; vos retraits de gains restent possibles.',
  },
  builder: {
    until: "D'ici là, vous ne pouvez ni ajouter de pari au panier ni valider de ticket.",
    forEver: 'Vous ne pouvez plus ajouter de pari au panier ni valider de ticket.',
  },
  basket: {
    until: "D'ici là, vous ne pouvez pas valider de ticket ; vos paris restent dans votre panier.",
    forEver: 'Vous ne pouvez plus valider de ticket.',
  },
  recharge: {
    until: "D'ici là, vous ne pouvez pas recharger votre compte ; vos retraits de gains restent possibles.",
    forEver: 'Vous ne pouvez plus recharger votre compte ; vos retraits de gains restent possibles.',
  },
};

const WHILE_REACHED: Readonly<Record<LimitKind, string>> = {
  stake: "d'ici là, vous ne pouvez pas valider de ticket.",
  deposit: "d'ici là, vous ne pouvez pas recharger votre compte.",
};

const periodRank = (limit: PlayLimit) => LIMIT_PERIODS.indexOf(limit.period);

/** The limits of a kind in force now, each with what it leaves. */
function limitsInForce(status: ResponsibleGamingStatus, kind: LimitKind): (PlayLimit & { remaining: number })[] {
  return status.limits.filter((limit): limit is PlayLimit & { remaining: number } => limit.kind === kind && limit.amount !== null && limit.remaining !== null);
}

/**
 * What the player is told at `place` before trying, or null: a running exclusion first (as the database
 * refuses first), then a limit that leaves less than the smallest stake or recharge (100 CFA) — the one
 * that holds longest, with when it renews — then, anywhere but the catalogue, what the tightest
 * limit leaves (least left, the shortest period on a tie, as the database picks it). Instants are in the
 * player's zone (`status.timeZone`), named.
 */
export function playNotice(status: ResponsibleGamingStatus, place: PlayPlace): PlayNotice | null {
  const { exclusion, timeZone } = status;
  if (exclusion) {
    const after = exclusion.until === null ? WHILE_EXCLUDED[place].forEver : WHILE_EXCLUDED[place].until;
    return { kind: 'excluded', blocking: true, title: 'Exclusion en cours', text: `${selfExcludedText(exclusion.until, timeZone)} ${after}` };
  }
  const kind = LIMIT_KIND_OF[place];
  const limits = limitsInForce(status, kind);
  const reached = limits.filter((limit) => limit.remaining < LIMIT_MIN);
  if (reached.length > 0) {
    const holding = reached.reduce((a, b) => {
      const order = Date.parse(b.windowEnd) - Date.parse(a.windowEnd) || periodRank(b) - periodRank(a);
      return order > 0 ? b : a;
    });
    return {
      kind: 'limitReached',
      blocking: true,
      title: 'Limite atteinte',
      text:
        `${limitLabel(kind, holding.period)} atteinte : il vous reste ${formatAmount(holding.remaining)}. ` +
        `Elle se renouvelle le ${formatZonedInstant(holding.windowEnd, timeZone)} ; ${WHILE_REACHED[kind]}`,
    };
  }
  if (place === 'catalogue' || limits.length === 0) return null;
  const tightest = limits.reduce((a, b) => (b.remaining < a.remaining || (b.remaining === a.remaining && periodRank(b) < periodRank(a)) ? b : a));
  return {
    kind: 'limitLeft',
    blocking: false,
    title: 'Limite en vigueur',
    text: `${limitLabel(kind, tightest.period)} : il vous reste ${formatAmount(tightest.remaining)} jusqu'au ${formatZonedInstant(tightest.windowEnd, timeZone)}.`,
  };
}
