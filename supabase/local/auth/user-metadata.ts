import { HttpError } from '../core/http';
import { jsonValueDepth } from '../core/json-limits';

/** DESIGN §11: user metadata is at most 32 levels deep and 16 KB of JSON. */
export const MAX_METADATA_DEPTH = 32;
export const MAX_METADATA_BYTES = 16 * 1024;
/**
 * Metadata bigger than this stays out of the access token: the token travels in every request's
 * headers (Node refuses headers over 16 KB) and in realtime messages.
 */
const MAX_TOKEN_METADATA_BYTES = 4 * 1024;

type Metadata = Record<string, unknown>;

function byteSize(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value));
}

function withinLimits(value: unknown): boolean {
  return jsonValueDepth(value, MAX_METADATA_DEPTH) <= MAX_METADATA_DEPTH && byteSize(value) <= MAX_METADATA_BYTES;
}

/** The `data` of a sign-up or user update: an object within the limits, or a 400. */
export function checkMetadata(data: unknown): Metadata | undefined {
  if (data === undefined) return undefined;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new HttpError(400, 'validation_failed', 'data must be an object');
  }
  if (jsonValueDepth(data, MAX_METADATA_DEPTH) > MAX_METADATA_DEPTH) {
    throw new HttpError(400, 'validation_failed', `User metadata must not be nested deeper than ${MAX_METADATA_DEPTH} levels`);
  }
  if (byteSize(data) > MAX_METADATA_BYTES) {
    throw new HttpError(400, 'validation_failed', `User metadata must not be larger than ${MAX_METADATA_BYTES / 1024} KB`);
  }
  return data as Metadata;
}

/** What an update leaves stored (a shallow merge, as jsonb `||`), which must stay within the limits too. */
export function checkMergedMetadata(stored: Metadata | null, data: Metadata): void {
  if (byteSize({ ...(stored ?? {}), ...data }) > MAX_METADATA_BYTES) {
    throw new HttpError(400, 'validation_failed', `User metadata must not be larger than ${MAX_METADATA_BYTES / 1024} KB`);
  }
}

/**
 * Stored metadata as the API shows it. Whatever got stored (older rows, SQL by hand), a value
 * beyond the limits is shown as `{}` rather than let it break sign-in.
 */
export function readableMetadata(stored: unknown, fallback: Metadata = {}): Metadata {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return fallback;
  return withinLimits(stored) ? (stored as Metadata) : fallback;
}

/** Metadata for the access token's claims: the readable value if it is small, else `{}`. */
export function tokenMetadata(stored: unknown): Metadata {
  const readable = readableMetadata(stored);
  return byteSize(readable) <= MAX_TOKEN_METADATA_BYTES ? readable : {};
}
