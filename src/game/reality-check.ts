import { formatAmount } from './format';

/** The reality check (DESIGN §10): a dialog every 60 minutes of activity. */
export const REALITY_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** A movement of the player's money, as the ledger gives it. */
export interface PlayMovement {
  kind: string;
  /** signed change of the play balance */
  playAmount: number;
  /** signed change of the winnings */
  winningsAmount: number;
}

/**
 * The net spend of a session: what its tickets cost, less what came back to the player (winnings
 * credited, refunds of cancelled draws). Recharges, withdrawals and conversions move the player's own
 * money between places and spend nothing. Negative when the session won more than it staked.
 */
export function netSpend(movements: readonly PlayMovement[]): number {
  let total = 0;
  for (const movement of movements) {
    if (movement.kind === 'stake') total -= movement.playAmount;
    else if (movement.kind === 'payout') total -= movement.winningsAmount;
    else if (movement.kind === 'refund') total -= movement.playAmount;
  }
  return total;
}

/** 3 600 000 → '1 h', 5 400 000 → '1 h 30 min', 1 200 000 → '20 min'. */
export function formatPlayTime(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** 'Dépense nette : 1 500 CFA', or 'Gain net : 500 CFA' when the session won more than it staked. */
export function netSpendText(amount: number): string {
  return amount < 0 ? `Gain net : ${formatAmount(-amount)}` : `Dépense nette : ${formatAmount(amount)}`;
}

/**
 * Where the reality check stands in a play session, kept for the browser tab (a reload goes on with the
 * same session rather than starting the count again): when the session began (for the net spend),
 * when the last dialog was answered (activity is counted from there), how many dialogs were shown,
 * and whether one is waiting for its answer.
 */
export interface PlaySession {
  userId: string;
  startedAt: string;
  lastCheckAt: string;
  checks: number;
  dialogOpen: boolean;
}

const isIso = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** The stored session of this player if it is one, else a new session starting now. */
export function resumePlaySession(stored: unknown, userId: string, now: string): PlaySession {
  const record = (typeof stored === 'object' && stored !== null ? stored : {}) as Partial<Record<keyof PlaySession, unknown>>;
  if (
    record.userId === userId &&
    isIso(record.startedAt) &&
    isIso(record.lastCheckAt) &&
    Date.parse(record.startedAt) <= Date.parse(record.lastCheckAt) &&
    Date.parse(record.lastCheckAt) <= Date.parse(now) &&
    Number.isInteger(record.checks) &&
    (record.checks as number) >= 0 &&
    typeof record.dialogOpen === 'boolean'
  ) {
    return { userId, startedAt: record.startedAt, lastCheckAt: record.lastCheckAt, checks: record.checks as number, dialogOpen: record.dialogOpen };
  }
  return { userId, startedAt: now, lastCheckAt: now, checks: 0, dialogOpen: false };
}
