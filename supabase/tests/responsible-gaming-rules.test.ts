import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAge } from '../../src/game/age';
import { COUNTRIES } from '../../src/game/countries';
import { EXCLUSION_DURATIONS, LIMIT_PERIODS, exclusionEnd, periodWindow } from '../../src/game/limits';
import { checkUsername } from '../../src/game/username';
import { type TestStack, startTestStack } from '../../tests/integration/support/test-stack';

let env: TestStack;
beforeAll(async () => {
  env = await startTestStack();
});
afterAll(() => env?.close());

const SEED = 20261122;

async function sql<T>(text: string, params: unknown[] = []): Promise<T[]> {
  return env.stack.db.transaction((q) => q.query<T>(text, params));
}

/** One query for many cases: the database answers each case of a JSON array, in order. */
async function each<T>(cases: unknown[], select: string): Promise<T[]> {
  const rows = await sql<{ answer: T }>(
    `select ${select} as answer from jsonb_array_elements($1::jsonb) with ordinality as t(c, n) order by n`,
    [JSON.stringify(cases)],
  );
  return rows.map((row) => row.answer);
}

const instants = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }).map((ms) => new Date(ms).toISOString());
const zones = fc.constantFrom(...COUNTRIES.map((country) => country.timeZone));
const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

describe('the database’s responsible-gaming rules stay identical to src/game', () => {
  it('period_start / period_end are periodWindow(), for every period, in every country’s zone', async () => {
    const cases = fc.sample(fc.record({ at: instants, zone: zones, period: fc.constantFrom(...LIMIT_PERIODS) }), { numRuns: 600, seed: SEED });
    const answers = await each<{ start: string; end: string }>(
      cases,
      `jsonb_build_object('start', public.period_start(c ->> 'period', (c ->> 'at')::timestamptz, c ->> 'zone'),
                          'end', public.period_end(c ->> 'period', (c ->> 'at')::timestamptz, c ->> 'zone'))`,
    );
    cases.forEach((c, i) => {
      const window = periodWindow(c.period, new Date(c.at), c.zone);
      expect({ start: iso(answers[i]!.start), end: iso(answers[i]!.end) }, JSON.stringify(c)).toEqual({
        start: window.start.toISOString(),
        end: window.end.toISOString(),
      });
    });
  });

  it('exclusion_end is exclusionEnd(), for every duration', async () => {
    const cases = fc.sample(fc.record({ at: instants, zone: zones, duration: fc.constantFrom(...EXCLUSION_DURATIONS) }), { numRuns: 400, seed: SEED });
    const answers = await each<string | null>(cases, `public.exclusion_end(c ->> 'duration', (c ->> 'at')::timestamptz, c ->> 'zone')`);
    cases.forEach((c, i) => {
      expect(iso(answers[i]!), JSON.stringify(c)).toBe(exclusionEnd(c.duration, new Date(c.at), c.zone)?.toISOString() ?? null);
    });
  });

  it('is_adult is checkAge() on the same day, 29 February birthdays included', async () => {
    const days = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2030, 0, 1) }).map((ms) => new Date(ms).toISOString().slice(0, 10));
    const leapBirths = fc.constantFrom('2004-02-29', '2008-02-29', '2000-02-29', '2008-02-28', '2008-03-01');
    const cases = fc.sample(fc.record({ birth: fc.oneof(days, leapBirths), today: fc.oneof(days, fc.constantFrom('2026-02-28', '2026-03-01', '2028-02-29', '2022-02-28')) }), {
      numRuns: 800,
      seed: SEED,
    });
    const answers = await each<boolean>(cases, `public.is_adult((c ->> 'birth')::date, (c ->> 'today')::date)`);
    cases.forEach((c, i) => {
      // A birth after that day is 'invalid' in src/game and refused before is_adult in SQL (check_birth_date).
      if (c.birth > c.today) return;
      expect(answers[i], JSON.stringify(c)).toBe(checkAge(c.birth, new Date(`${c.today}T12:00:00Z`), 'Africa/Abidjan').ok);
    });
  });

  it('username_is_valid is checkUsername() (after the trimming and NFC both apply)', async () => {
    const letters = [...'aAzZéÉèàçñøÿɛƐɔƆɖƉŋŊʋƲọẹṣỹ019_.-'];
    const strangers = ['\u0301', '\u0300', ' ', '\u200b', 'А', '×', '÷', '🎲', '\t', 'ʰ', '\u0363', 'ǅ', 'ȸ', 'Ỿ', 'ỿ'];
    const names = fc.array(fc.constantFrom(...letters, ...letters, ...strangers), { minLength: 0, maxLength: 24 }).map((chars) => chars.join(''));
    const cases = fc.sample(names, { numRuns: 1500, seed: SEED });
    const answers = await each<boolean>(cases, `public.username_is_valid(normalize(btrim(c #>> '{}'), nfc))`);
    cases.forEach((name, i) => {
      expect(answers[i], JSON.stringify(name)).toBe(checkUsername(name).ok);
    });
    // Both answers are well represented, so the comparison means something.
    expect(answers.filter(Boolean).length).toBeGreaterThan(200);
    expect(answers.filter((answer) => !answer).length).toBeGreaterThan(200);
  });
});
