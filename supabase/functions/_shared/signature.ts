/** HMAC-SHA256 signatures of raw request bodies, and secret comparison, with Web Crypto only. */

const encoder = new TextEncoder();

function hmacKey(secret: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);
}

function toHex(bytes: ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** 32 bytes from 64 hex digits, or null. */
function fromHex(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[0-9a-f]{64}$/i.test(hex)) return null;
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 32; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** The lowercase hex HMAC-SHA256 of `body` under `secret`. */
export async function signBody(secret: string, body: string): Promise<string> {
  return toHex(await crypto.subtle.sign('HMAC', await hmacKey(secret, 'sign'), encoder.encode(body)));
}

/**
 * Whether `signature` (64 hex digits) is the HMAC-SHA256 of `body` under `secret`. Web Crypto's
 * verify compares in constant time, so the answer's timing says nothing of the right signature.
 */
export async function verifyBodySignature(secret: string, body: string, signature: string): Promise<boolean> {
  const bytes = fromHex(signature);
  if (!bytes) return false;
  return crypto.subtle.verify('HMAC', await hmacKey(secret, 'verify'), bytes, encoder.encode(body));
}

/**
 * Whether a presented secret equals the expected one, in time independent of where they differ and
 * of their lengths: both are hashed, then every byte of the digests is compared.
 */
export async function sameSecret(presented: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([presented, expected].map((text) => crypto.subtle.digest('SHA-256', encoder.encode(text))));
  const x = new Uint8Array(a!);
  const y = new Uint8Array(b!);
  let difference = 0;
  for (let i = 0; i < x.length; i++) difference |= x[i]! ^ y[i]!;
  return difference === 0;
}
