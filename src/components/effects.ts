import { createContext, useContext } from 'react';
import type { ConversionRequest } from '../../machines/conversion/conversion.machine';
import type { Balances, MobileMoneyPayment, MobileMoneyRequest, MobileMoneyResume } from '../../machines/mobile-money/mobile-money.types';
import type { ActionRequest, OperatorQueue } from '../../machines/operator/operator.machine';
import type { ResultsData } from '../../machines/results/results.machine';
import type { TicketPage } from '../../machines/tickets/tickets.machine';
import type { WalletHistoryPage } from '../../machines/wallet-history/wallet-history.machine';
import type { WithdrawalPhone, WithdrawalReceipt } from '../../machines/withdrawal/withdrawal.machine';
import type { WonBetsPage } from '../../machines/won-bets/won-bets.machine';
import type { CountryCode } from '../game/countries';
import type { DrawExposure, LimitChange, LimitTarget, OpenDrawExposure } from '../game/liability';
import type { CountryLimit } from '../game/liability-lines';
import type { Favourite, FavouriteDraft } from '../game/favourites';
import type { ExclusionDuration, LimitKind, LimitPeriod } from '../game/limits';
import type { DrawOutcome, OperatorSettlement } from '../game/operator';
import type { AuditEntry, AuditTrailFilter, ReportRow, SupportPlayer } from '../game/operator-desk';
import type { PlayerDeclaration, ResponsibleGamingStatus } from '../game/responsible-gaming';
import type { ResultsFilter } from '../game/results';
import type { KnownPhone, PushAnswer, SandboxPush } from '../game/sandbox-phone';
import type { DrawStatistics, StatisticsChoice } from '../game/statistics';
import type { Ticket } from '../game/tickets';

/** What the account screens ask of the auth service. */
export interface AccountEffects {
  /** loads the sign-in's code while the player types, so that 'Se connecter' sends at once (issue 42) */
  prepareLogin(): void;
  login(email: string, password: string): Promise<void>;
  /** `signedIn` is false when the project confirms e-mail addresses first (no session yet) */
  register(email: string, password: string, username: string, declaration: PlayerDeclaration): Promise<{ signedIn: boolean }>;
  resetPassword(email: string): Promise<void>;
  /** the recovery link that opened /reset-password (the page's address as it first rendered) */
  openRecoveryLink(link: { hash: string; search: string }): Promise<{ valid: boolean; email: string | null }>;
  /** the new password, with the recovery link's session */
  setRecoveredPassword(password: string): Promise<void>;
  /** re-authenticates with the current password first */
  updateEmail(currentPassword: string, newEmail: string): Promise<void>;
  updatePassword(currentPassword: string, newPassword: string): Promise<void>;
  /** Responsible gaming (issue 17): the player's date of birth, country, limits and running exclusion */
  responsibleGaming(): Promise<ResponsibleGamingStatus>;
  /** sets, lowers, raises or removes (null) a limit; the database decides when it applies */
  setPlayLimit(kind: LimitKind, period: LimitPeriod, amount: number | null): Promise<ResponsibleGamingStatus>;
  startSelfExclusion(duration: ExclusionDuration): Promise<ResponsibleGamingStatus>;
  /** the date of birth and country an older account lacks, given once */
  completePlayerProfile(declaration: PlayerDeclaration): Promise<void>;
  /** the net spend (stakes less winnings and refunds) since an instant (ISO), for the reality check */
  netSpendSince(since: string): Promise<number>;
}

/** What the wallet screens ask of the money functions. */
export interface WalletEffects {
  /** the newest payment of that direction still waiting for its provider (unless dismissed), and the latest details */
  resume(direction: 'in' | 'out'): Promise<MobileMoneyResume>;
  startRecharge(request: MobileMoneyRequest): Promise<MobileMoneyPayment>;
  requestWithdrawal(request: MobileMoneyRequest): Promise<WithdrawalReceipt>;
  /** the numbers the player may withdraw to (those they recharged from successfully), the latest recharged first */
  withdrawalPhones(): Promise<WithdrawalPhone[]>;
  convertWinnings(request: ConversionRequest): Promise<Balances>;
  paymentStatus(paymentId: string): Promise<MobileMoneyPayment | null>;
  /** calls back with the payment once read, then on each change; returns the unsubscribe function */
  watchPayment(paymentId: string, onChange: (payment: MobileMoneyPayment) => void): () => void;
  /** the player stopped waiting for this payment: `resume` no longer brings it back (this tab) */
  dismissPayment(paymentId: string): void;
  getBalances(): Promise<Balances>;
  history(page: number, pageSize: number): Promise<WalletHistoryPage>;
}

/** What the results screens ask of the server. */
export interface ResultsEffects {
  /** draws with a result (settled or being settled) of the filter (the latest of each country without one) and the player's tickets on them */
  results(filter: ResultsFilter): Promise<ResultsData>;
  /** the same draws for anyone, without the player's tickets (the public /resultats: issue 41) */
  publicResults(filter: ResultsFilter): Promise<ResultsData>;
  /** the player's won bets, the latest draw first ('Mes gains') */
  wonBets(page: number, pageSize: number): Promise<WonBetsPage>;
}

/** What the ticket screens ask of the server. */
export interface TicketEffects {
  /** the signed-in player's tickets, newest first */
  myTickets(page: number, pageSize: number): Promise<TicketPage>;
  /** anyone's ticket by its canonical code, or null when no ticket has it */
  verifyTicket(code: string): Promise<Ticket | null>;
}

/** What the operators' console asks of the server; its src/api module loads with the console, never with a player's pages. */
export interface OperatorEffects {
  /** whether the signed-in account is an operator (app_metadata.role) */
  isOperator(): Promise<boolean>;
  /** draws awaiting a result, drafts awaiting confirmation, draws on sale after `now`, settlements running or just finished, payments to check */
  loadQueue(now: Date): Promise<OperatorQueue>;
  /** the settlements alone, read again while one runs */
  loadSettlements(): Promise<OperatorSettlement[]>;
  recordResult(drawId: string, winning: number[], machine: number[]): Promise<void>;
  /** close sales early, cancel, or confirm another operator's draft */
  act(request: ActionRequest): Promise<DrawOutcome>;
  /** every open draw's exposure, soonest first: sales, limit, most exposed line (issue 40, /operateur/exposition) */
  exposure(): Promise<OpenDrawExposure[]>;
  /** one draw's sales, its `top` lines of largest worst case (1–100), its limits */
  drawExposure(drawId: string, top: number): Promise<DrawExposure>;
  /** the countries' default limits per line and per draw */
  countryLimits(): Promise<CountryLimit[]>;
  /** sets a country's default, a draw's or a line's limit; null removes a draw's or a line's own (audited) */
  setLimit(target: LimitTarget, amount: number | null): Promise<LimitChange>;
  /** the report of the dates `from` to `to` (yyyy-mm-dd, both included), of every country or one: one row per draw with money on it (issue 40) */
  report(from: string, to: string, country?: CountryCode): Promise<ReportRow[]>;
  /** support look-up (issue 40), read only: the player holding the ticket of this code (as typed), with that ticket, or null; audited when found */
  findTicket(code: string): Promise<SupportPlayer | null>;
  /** support look-up by username (any case), or null; audited when found */
  findPlayer(username: string): Promise<SupportPlayer | null>;
  /** the audit trail, newest first: a page of the filter (`beforeId`: the last entry of the page before) */
  auditTrail(filter: AuditTrailFilter): Promise<AuditEntry[]>;
}

/** What the bet builder asks of the house's liability limits (issue 40). */
export interface LiabilityEffects {
  /**
   * The lines of a draw no bet may add to any more, live (signed-in players only): calls back with the whole
   * set once read, then on each change; returns the unsubscribe function.
   */
  watchUnavailableLines(draw: { country: CountryCode; drawAt: string }, onChange: (lines: string[]) => void): () => void;
  /** the countries' default limits per line and per draw, which the rules page states */
  countryLimits(): Promise<CountryLimit[]>;
}

/** What the bet builder's favourite numbers ask of the server (issue 41; signed-in players only). */
export interface FavouritesEffects {
  /** the player's favourites, by name */
  list(): Promise<Favourite[]>;
  /** refused with a French message for a name already used or a full list (50) */
  save(draft: FavouriteDraft): Promise<Favourite>;
  remove(id: string): Promise<void>;
}

/** What the statistics page asks of the server (issue 41; anyone, signed in or not). */
export interface StatisticsEffects {
  /** a country's frequencies, last appearances and top pairs over its last N draws with a result, computed by the database */
  statistics(choice: StatisticsChoice): Promise<DrawStatistics>;
}

/** What the sandbox phone page asks of the sandbox aggregator (dev server and sandbox builds only). */
export interface SandboxPhoneEffects {
  knownPhones(): Promise<KnownPhone[]>;
  phonePushes(phone: string): Promise<SandboxPush[]>;
  answerPush(id: string, answer: PushAnswer): Promise<SandboxPush>;
  /** how often the page asks again (ms) */
  refreshMs: number;
}

/**
 * Everything the screens ask of the outside world, by concern: the one seam between src/features and
 * src/api. The app provides its implementation (src/app/effects/), through AppProviders, to the app, the
 * tests and Storybook alike; a test or a story may swap one concern.
 */
export interface Effects {
  account: AccountEffects;
  wallet: WalletEffects;
  results: ResultsEffects;
  tickets: TicketEffects;
  operator: OperatorEffects;
  liability: LiabilityEffects;
  favourites: FavouritesEffects;
  statistics: StatisticsEffects;
  sandboxPhone: SandboxPhoneEffects;
}

export const EffectsContext = createContext<Effects | null>(null);

export function useEffects(): Effects {
  const effects = useContext(EffectsContext);
  if (!effects) throw new Error('useEffects needs AppProviders (src/app/app-providers.tsx)');
  return effects;
}
