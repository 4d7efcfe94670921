/**
 * The local stack's one entry for the rest of the repo (tests, scripts, benchmarks): start it, and the
 * constants a client of it needs. What it is and the supabase-js subset it serves: README.md here.
 */
export { type Stack, type StackOptions, startStack } from './stack';
export { type Database, type Queryable, openStackDatabase } from './core/db';
export { ANON_KEY, JWT_SECRET, SERVICE_ROLE_KEY, signAccessToken } from './core/keys';
export { fromPgError } from './core/pg-errors';
export { DEFAULT_AUTH_RATE_LIMITS, GENEROUS_AUTH_RATE_LIMITS } from './core/rate-limit';
export { DUMMY_HASH, PasswordPool } from './auth/password-pool';
export { MAX_METADATA_BYTES, MAX_METADATA_DEPTH } from './auth/user-metadata';
export { DEFAULT_RPC_RATE_LIMITS, GENEROUS_RPC_RATE_LIMITS } from './rest/rpc-limit';
export { DEFAULT_REALTIME_LIMITS } from './realtime/realtime';
export { PAYMENTS_DISPATCH_SECRET, SANDBOX_MERCHANT_KEY, SANDBOX_PHONE_KEY, SANDBOX_WEBHOOK_SECRET } from './functions/function-secrets';
export { functionNames, functionsWithoutJwt } from './functions/functions';
export type { PaymentsOptions } from './functions/payment-services';
export type { SandboxPush } from './functions/sandbox-provider';
export { type RandomInt, drawBalls } from './jobs/draw-numbers';
