import { HttpError } from './http';
import type { ApiRole } from './keys';

interface PgError {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function isPgError(error: unknown): error is PgError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as PgError).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as PgError).code)
  );
}

/**
 * PostgREST's status for a database error, except that nothing becomes a 500: anything the
 * request could have caused is a 4xx, and only an unavailable database is a 503.
 */
function statusOf(code: string, role: ApiRole): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '42P01' || code === '42883') return 404;
  if (code === '25006') return 405;
  if (code.startsWith('54')) return 413;
  if (code.startsWith('08') || code.startsWith('53') || code.startsWith('57')) return 503;
  return 400;
}

export function fromPgError(error: PgError, role: ApiRole): HttpError {
  return new HttpError(statusOf(error.code, role), error.code, error.message, {
    details: error.detail ?? null,
    hint: error.hint ?? null,
  });
}
