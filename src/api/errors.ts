import { BIRTH_DATE_ERROR, UNDERAGE_ERROR } from '../game/age';
import { formatAmount } from '../game/format';
import { LIMIT_PERIODS, type LimitPeriod, limitLabel } from '../game/limits';
import { lineUnavailableText } from '../game/liability-lines';
import { seriesError } from '../game/result-series';
import { UNKNOWN_WITHDRAWAL_PHONE_ERROR } from '../game/payments';
import { COUNTRY_INVALID, DECLARATION_REQUIRED, selfExcludedText } from '../game/responsible-gaming';
import { TICKET_TOO_LARGE } from '../game/ticket-bounds';
import { USERNAME_ERROR } from '../game/username';
import { playerTimeZone } from './player-time-zone';

/**
 * Errors of src/api: an Error whose message is a French sentence for the failures we recognise,
 * and the empty string otherwise, so each screen shows its own fallback (SPEC §8). The money
 * functions' stable codes become a MoneyError, which also keeps the code and its detail.
 */
export const NETWORK_ERROR = 'Impossible de joindre le serveur. Vérifiez votre connexion internet.';
export const NO_USER_ERROR = 'Aucun utilisateur connecté';
export const NO_EMAIL_ERROR = "Aucun email associé à l'utilisateur";
export const WRONG_CURRENT_PASSWORD = 'Le mot de passe actuel est incorrect';

const SESSION_EXPIRED = 'Votre session a expiré. Veuillez vous reconnecter.';
const TOO_MANY = 'Trop de tentatives. Veuillez réessayer dans quelques minutes.';
const BUSY = 'Le serveur est très sollicité. Veuillez réessayer dans un instant.';
/** A heavy call (place_bets …) refused by the API's per-user limit: 429 with Retry-After, a few seconds. */
export const RATE_LIMITED = 'Trop de demandes : réessayez dans quelques secondes.';

const MESSAGES: Readonly<Record<string, string>> = {
  // GoTrue error codes
  invalid_credentials: 'Email ou mot de passe incorrect',
  user_already_exists: 'Un compte existe déjà avec cet email',
  email_exists: 'Un compte existe déjà avec cet email',
  weak_password: 'Le mot de passe doit contenir au moins 6 caractères',
  email_address_invalid: "L'adresse email n'est pas valide",
  same_password: "Le nouveau mot de passe doit être différent de l'ancien",
  email_not_confirmed: 'Veuillez confirmer votre adresse email avant de vous connecter',
  user_banned: 'Ce compte est suspendu',
  signup_disabled: 'Les inscriptions sont fermées pour le moment',
  email_provider_disabled: 'Les inscriptions sont fermées pour le moment',
  over_request_rate_limit: TOO_MANY,
  over_email_send_rate_limit: TOO_MANY,
  server_busy: BUSY,
  // The profile trigger's refusals of a username, reported by the auth service at sign-up
  username_invalid: USERNAME_ERROR,
  username_taken: "Ce nom d'utilisateur est déjà pris",
  // … and of a date of birth or a country (issue 17)
  underage: UNDERAGE_ERROR,
  birth_date_invalid: BIRTH_DATE_ERROR,
  country_invalid: COUNTRY_INVALID,
  session_not_found: SESSION_EXPIRED,
  session_expired: SESSION_EXPIRED,
  refresh_token_not_found: SESSION_EXPIRED,
  refresh_token_already_used: SESSION_EXPIRED,
  bad_jwt: SESSION_EXPIRED,
  no_authorization: NO_USER_ERROR,
  // PostgREST / Postgres error codes
  PGRST301: SESSION_EXPIRED,
  PGRST303: SESSION_EXPIRED,
  PGRST003: BUSY,
  '42501': "Vous n'avez pas le droit d'effectuer cette action",
  '23514': "Ce pari n'est pas valide",
  '23503': "Ce pari n'est pas valide",
};

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  status?: unknown;
  message?: unknown;
  details?: unknown;
}

/** The JSON detail of a money error: what its French message needs (docs/decisions.md, "Money"). */
export type MoneyErrorDetail = Record<string, unknown>;

const amountOf = (value: unknown): string => formatAmount(typeof value === 'number' ? value : 0);

const isLimitPeriod = (value: unknown): value is LimitPeriod => (LIMIT_PERIODS as readonly unknown[]).includes(value);

/** invalid_state of a draw (issue 16), by its reason; other reasons keep the general sentence. */
const DRAW_STATE_MESSAGES: Readonly<Record<string, string>> = {
  on_sale: 'Les ventes de ce tirage sont encore ouvertes : fermez-les avant de saisir le résultat.',
  not_open: 'Les ventes de ce tirage sont déjà fermées.',
  no_draft: "Aucun résultat n'attend de confirmation pour ce tirage.",
  draft_changed: 'Le résultat a été modifié entre-temps. Vérifiez les numéros avant de confirmer.',
  already_drawn: 'Ce tirage a déjà un résultat.',
  not_closed: 'Ce tirage a déjà un résultat ou a été annulé.',
  final: 'Ce tirage est déjà réglé ou annulé.',
};


/** French sentences for the stable codes the money SQL functions raise (SQLSTATE P0001). */
const MONEY_MESSAGES = {
  insufficient_funds: (d: MoneyErrorDetail) =>
    `${d.account === 'winnings' ? 'Gains insuffisants' : 'Solde insuffisant'} : il vous manque ${amountOf(d.missing)}.`,
  draw_closed: () => 'Ce tirage est clos.',
  limit_reached: (d: MoneyErrorDetail) => {
    const kind = d.limit === 'deposit' ? 'deposit' : 'stake';
    const label = isLimitPeriod(d.period) ? limitLabel(kind, d.period) : `Limite ${kind === 'deposit' ? 'de dépôt' : 'de mise'}`;
    return `${label} atteinte : il vous reste ${amountOf(d.remaining)}.`;
  },
  // in the player's zone, named, as the banners and the 'Jeu responsable' page write the same instant (issue 38)
  self_excluded: (d: MoneyErrorDetail) =>
    selfExcludedText(typeof d.until === 'string' && !Number.isNaN(Date.parse(d.until)) ? d.until : null, playerTimeZone()),
  birth_date_required: () => DECLARATION_REQUIRED,
  underage: () => UNDERAGE_ERROR,
  birth_date_invalid: () => BIRTH_DATE_ERROR,
  country_invalid: () => COUNTRY_INVALID,
  invalid_phone: () => "Ce numéro n'est pas un numéro mobile valide pour ce moyen de paiement.",
  invalid_provider: () => "Ce moyen de paiement n'est pas disponible.",
  unknown_withdrawal_phone: () => UNKNOWN_WITHDRAWAL_PHONE_ERROR,
  amount_out_of_range: (d: MoneyErrorDetail) =>
    typeof d.max === 'number'
      ? `Le montant doit être entre ${amountOf(d.min)} et ${amountOf(d.max)}.`
      : `Le montant minimum est de ${amountOf(d.min)}.`,
  invalid_bet: () => "Ce pari n'est pas valide.",
  idempotency_key_reused: () => "Cette demande a déjà été traitée avec d'autres informations. Veuillez recommencer.",
  ticket_too_large: () => TICKET_TOO_LARGE,
  // a line of the ticket past its liability limit on its draw (issue 40)
  liability_limit: (d: MoneyErrorDetail) =>
    typeof d.line === 'string' && typeof d.draw_time === 'string'
      ? lineUnavailableText(d.line, d.draw_time)
      : "Ce pari n'est plus disponible pour ce tirage.",
  invalid_state: (d: MoneyErrorDetail) => DRAW_STATE_MESSAGES[String(d.reason)] ?? "Cette opération n'est plus possible.",
  invalid_request: () => 'La demande est incomplète. Veuillez réessayer.',
  not_authenticated: () => NO_USER_ERROR,
  not_found: (d: MoneyErrorDetail) => (typeof d.draw_id === 'string' ? 'Tirage introuvable.' : 'Opération introuvable.'),
  // The operators' functions (issue 16)
  not_operator: () => 'Cette action est réservée aux opérateurs.',
  same_operator: () => "Un autre opérateur doit confirmer ce résultat : vous l'avez saisi vous-même.",
  invalid_numbers: (d: MoneyErrorDetail) => seriesError(d.field === 'machine' ? 'machine' : 'winning'),
} satisfies Record<string, (detail: MoneyErrorDetail) => string>;

export type MoneyErrorCode = keyof typeof MONEY_MESSAGES;

/** A refusal of a money function: the French message, plus the stable code and its detail. */
export class MoneyError extends Error {
  readonly code: MoneyErrorCode;
  readonly detail: MoneyErrorDetail;

  constructor(code: MoneyErrorCode, detail: MoneyErrorDetail, options?: ErrorOptions) {
    super(MONEY_MESSAGES[code](detail), options);
    this.name = 'MoneyError';
    this.code = code;
    this.detail = detail;
  }
}

function moneyCode(error: ErrorLike): MoneyErrorCode | null {
  return error.code === 'P0001' && typeof error.message === 'string' && Object.hasOwn(MONEY_MESSAGES, error.message)
    ? (error.message as MoneyErrorCode)
    : null;
}

function parseDetail(details: unknown): MoneyErrorDetail {
  if (typeof details !== 'string') return {};
  try {
    const parsed: unknown = JSON.parse(details);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as MoneyErrorDetail) : {};
  } catch {
    return {};
  }
}

function isNetworkFailure(error: ErrorLike): boolean {
  if (error.name === 'AuthRetryableFetchError') return true;
  // postgrest-js reports a failed fetch with an empty code and the fetch error's name in the message.
  return error.code === '' && typeof error.message === 'string' && /^(TypeError|FetchError)\b/.test(error.message);
}

/** supabase-js's auth errors (AuthApiError …) carry their class's name; PostgREST's are plain objects. */
function isAuthError(error: ErrorLike): boolean {
  return typeof error.name === 'string' && error.name.startsWith('Auth');
}

/** The French message for a GoTrue/PostgREST error, or '' when it is not one we know. */
export function frenchMessage(error: unknown): string {
  if (typeof error !== 'object' || error === null) return '';
  const e = error as ErrorLike;
  if (isNetworkFailure(e)) return NETWORK_ERROR;
  if (e.name === 'AuthSessionMissingError') return NO_USER_ERROR;
  if (e.name === 'AuthWeakPasswordError') return MESSAGES.weak_password!;
  // the API's own limit on heavy calls (PostgREST's error body, no name); GoTrue's limits keep their sentence
  if (!isAuthError(e) && (e.code === 'over_request_rate_limit' || e.status === 429)) return RATE_LIMITED;
  const money = moneyCode(e);
  if (money) return MONEY_MESSAGES[money](parseDetail(e.details));
  return typeof e.code === 'string' ? (MESSAGES[e.code] ?? '') : '';
}

export function toApiError(error: unknown): Error {
  const money = typeof error === 'object' && error !== null ? moneyCode(error as ErrorLike) : null;
  if (money) return new MoneyError(money, parseDetail((error as ErrorLike).details), { cause: error });
  return new Error(frenchMessage(error), { cause: error });
}
