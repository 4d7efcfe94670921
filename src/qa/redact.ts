import type { Json } from './trace';

// 'confirm' is the register form's password confirmation
const SECRET_KEY = /password|^confirm/i;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * A stand-in for a secret: same length, same for the same secret, different for different ones,
 * so a replay takes the same guards (minimum length, confirmation matches) without the real text.
 */
export function maskSecret(secret: string): string {
  let hash = 0x811c9dc5;
  for (const char of secret) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193);
  let masked = '';
  for (let index = 0; index < secret.length; index += 1) {
    hash = Math.imul(hash ^ (hash >>> 15), 0x2c1b3c6d) ^ index;
    masked += ALPHABET[(hash >>> 0) % ALPHABET.length];
  }
  return masked;
}

/** Masks every string under a key naming a password, at any depth. */
export function redactSecrets(value: Json): Json {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, SECRET_KEY.test(key) && typeof child === 'string' ? maskSecret(child) : redactSecrets(child)]),
  );
}

/** Form events carry the field name apart from its value: `{ field: 'password', value }`. */
export function redactEvent<T extends { [key: string]: Json }>(event: T): T {
  const redacted = redactSecrets(event) as T;
  if (typeof event.field === 'string' && SECRET_KEY.test(event.field) && typeof event.value === 'string') {
    return { ...redacted, value: maskSecret(event.value) };
  }
  return redacted;
}
