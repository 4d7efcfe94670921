import type { IncomingMessage } from 'node:http';
import { HttpError, bearerToken, headerValue } from './http';
import { type Claims, verifyToken } from './keys';

/**
 * The caller's JWT claims, as the API gateway and PostgREST establish them: the API key must be
 * one of ours, and the bearer token (or else the API key) decides the role.
 */
export async function requestClaims(req: IncomingMessage, url: URL): Promise<Claims> {
  const apikey = headerValue(req, 'apikey') ?? url.searchParams.get('apikey') ?? undefined;
  const bearer = bearerToken(req);
  if (!apikey && !bearer) throw new HttpError(401, 'PGRST301', 'No API key found in request');
  if (apikey) {
    const key = await verifyToken(apikey);
    if (!key.ok && key.reason !== 'expired') throw new HttpError(401, 'PGRST301', 'Invalid API key');
  }
  const verified = await verifyToken(bearer ?? apikey!);
  if (verified.ok) return verified.claims;
  if (verified.reason === 'expired') throw new HttpError(401, 'PGRST303', 'JWT expired');
  throw new HttpError(401, 'PGRST301', 'JWT could not be verified');
}
