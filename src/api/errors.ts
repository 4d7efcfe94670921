/**
 * Errors of src/api: an Error whose message is a French sentence for the failures we recognise,
 * and the empty string otherwise, so each screen shows its own fallback (SPEC §8).
 */
export const NETWORK_ERROR = 'Impossible de joindre le serveur. Vérifiez votre connexion internet.';
export const NO_USER_ERROR = 'Aucun utilisateur connecté';
export const NO_EMAIL_ERROR = "Aucun email associé à l'utilisateur";
export const WRONG_CURRENT_PASSWORD = 'Le mot de passe actuel est incorrect';

const SESSION_EXPIRED = 'Votre session a expiré. Veuillez vous reconnecter.';
const TOO_MANY = 'Trop de tentatives. Veuillez réessayer dans quelques minutes.';

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
  session_not_found: SESSION_EXPIRED,
  session_expired: SESSION_EXPIRED,
  refresh_token_not_found: SESSION_EXPIRED,
  refresh_token_already_used: SESSION_EXPIRED,
  bad_jwt: SESSION_EXPIRED,
  no_authorization: NO_USER_ERROR,
  // PostgREST / Postgres error codes
  PGRST301: SESSION_EXPIRED,
  PGRST303: SESSION_EXPIRED,
  '42501': "Vous n'avez pas le droit d'effectuer cette action",
  '23514': "Ce pari n'est pas valide",
  '23503': "Ce pari n'est pas valide",
};

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  status?: unknown;
  message?: unknown;
}

function isNetworkFailure(error: ErrorLike): boolean {
  if (error.name === 'AuthRetryableFetchError') return true;
  // postgrest-js reports a failed fetch with an empty code and the fetch error's name in the message.
  return error.code === '' && typeof error.message === 'string' && /^(TypeError|FetchError)\b/.test(error.message);
}

/** The French message for a GoTrue/PostgREST error, or '' when it is not one we know. */
export function frenchMessage(error: unknown): string {
  if (typeof error !== 'object' || error === null) return '';
  const e = error as ErrorLike;
  if (isNetworkFailure(e)) return NETWORK_ERROR;
  if (e.name === 'AuthSessionMissingError') return NO_USER_ERROR;
  if (e.name === 'AuthWeakPasswordError') return MESSAGES.weak_password!;
  return typeof e.code === 'string' ? (MESSAGES[e.code] ?? '') : '';
}

export function toApiError(error: unknown): Error {
  return new Error(frenchMessage(error), { cause: error });
}
