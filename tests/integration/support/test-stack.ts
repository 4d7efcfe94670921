import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import type { Database } from '../../../src/api/database';
import type { PlayerDeclaration } from '../../../src/game/responsible-gaming';
import { ANON_KEY, SERVICE_ROLE_KEY, GENEROUS_AUTH_RATE_LIMITS, GENEROUS_RPC_RATE_LIMITS, type Stack, type StackOptions, startStack } from '../../../supabase/local';

export type Client = SupabaseClient<Database>;

export interface TestStack {
  url: string;
  stack: Stack;
  close(): Promise<void>;
}

type TestStackOptions = Omit<StackOptions, 'port' | 'database' | 'log'>;

/**
 * bcrypt's cost in the tests' stacks: the suites sign up hundreds of players, each hash 64 times cheaper than at
 * GoTrue's 10 (docs/decisions.md, 'Test suite: cheaper password hashes'); the password pool's own tests and the
 * benchmarks keep 10.
 */
export const TEST_BCRYPT_COST = 4;

/**
 * The local stack in this process, on a free port: PGlite in memory, or with `npm run test:pg` a
 * fresh database created on DATABASE_URL's server (default: scripts/tools/ci-postgres.sh's) and dropped afterwards.
 * Suites sign up many players from 127.0.0.1, so the auth rate limits are generous unless `options` say otherwise, and
 * passwords are hashed at TEST_BCRYPT_COST.
 */
export async function startTestStack(log: (line: string) => void = () => {}, options: TestStackOptions = {}): Promise<TestStack> {
  const settings = { rateLimits: GENEROUS_AUTH_RATE_LIMITS, rpcLimits: GENEROUS_RPC_RATE_LIMITS, passwords: { cost: TEST_BCRYPT_COST }, ...options };
  if (process.env.LOCAL_STACK_TEST_DB !== 'postgres') {
    const stack = await startStack({ port: 0, database: 'memory', log, ...settings });
    return { url: stack.url, stack, close: () => stack.close() };
  }
  // Without DATABASE_URL, the superuser that scripts/tools/ci-postgres.sh creates.
  const base = process.env.DATABASE_URL || 'postgres://lotoafrik:lotoafrik@127.0.0.1:5432/postgres';
  const name = `lotoafrik_test_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const stack = await startStack({ port: 0, database: url.toString(), log, ...settings });
  return {
    url: stack.url,
    stack,
    async close() {
      await stack.close();
      const cleanup = new pg.Client({ connectionString: base });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

const NO_PERSISTENCE = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

export function anonClient(url: string): Client {
  return createClient<Database>(url, ANON_KEY, NO_PERSISTENCE);
}

export function serviceClient(url: string): Client {
  return createClient<Database>(url, SERVICE_ROLE_KEY, NO_PERSISTENCE);
}

export interface Player {
  client: Client;
  id: string;
  email: string;
  password: string;
  accessToken: string;
}

let counter = 0;
const labelsUsed = new Map<string, number>();

/** What a player declares at sign-up besides the username (issue 17): an adult of Togo unless a test says otherwise. */
export const ADULT: PlayerDeclaration = { birthDate: '1990-05-14', country: 'TG' };
/** The same, as sign-up metadata. */
export const ADULT_OF_TOGO = { birth_date: ADULT.birthDate, country: ADULT.country } as const;

/**
 * A freshly registered, signed-in player with their own supabase-js client. Usernames are unique on a
 * stack: the first player of a label gets it as is, later ones `<label>-2`, `<label>-3` … `signUpData`
 * is the rest of the sign-up metadata (`{}`: an account without a date of birth, which cannot play).
 */
export async function newPlayer(url: string, label = 'joueur', signUpData: Record<string, unknown> = ADULT_OF_TOGO): Promise<Player> {
  const uses = (labelsUsed.get(`${url} ${label}`) ?? 0) + 1;
  labelsUsed.set(`${url} ${label}`, uses);
  const username = uses === 1 ? label : `${label}-${uses}`;
  const client = anonClient(url);
  const email = `${label}.${Date.now()}.${counter++}@lotoafrik.test`;
  const password = 'secret-123';
  const { data, error } = await client.auth.signUp({ email, password, options: { data: { username, ...signUpData } } });
  if (error || !data.session || !data.user) throw error ?? new Error('signUp gave no session');
  return { client, id: data.user.id, email, password, accessToken: data.session.access_token };
}
