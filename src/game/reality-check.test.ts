import { describe, expect, it } from 'vitest';
import { REALITY_CHECK_INTERVAL_MS, formatPlayTime, netSpend, netSpendText, resumePlaySession } from './reality-check';
import { cfa } from '../../tests/kit/amounts';


describe('reality check rules (DESIGN §10)', () => {
  it('comes every 60 minutes', () => {
    expect(REALITY_CHECK_INTERVAL_MS).toBe(3_600_000);
  });

  it('net spend = stakes − winnings credited − refunds; money the player moves is not spent', () => {
    expect(
      netSpend([
        { kind: 'recharge', playAmount: 10_000, winningsAmount: 0 },
        { kind: 'stake', playAmount: -2000, winningsAmount: 0 },
        { kind: 'stake', playAmount: -500, winningsAmount: 0 },
        { kind: 'payout', playAmount: 0, winningsAmount: 600 },
        { kind: 'refund', playAmount: 500, winningsAmount: 0 },
        { kind: 'conversion', playAmount: 600, winningsAmount: -600 },
        { kind: 'withdrawal', playAmount: 0, winningsAmount: -1000 },
        { kind: 'withdrawal_reversal', playAmount: 0, winningsAmount: 1000 },
      ]),
    ).toBe(1400);
    expect(netSpend([])).toBe(0);
    expect(netSpend([{ kind: 'stake', playAmount: -100, winningsAmount: 0 }, { kind: 'payout', playAmount: 0, winningsAmount: 1300 }])).toBe(-1200);
  });

  it.each([
    [3_600_000, '1 h'],
    [7_200_000, '2 h'],
    [5_400_000, '1 h 30 min'],
    [1_200_000, '20 min'],
    [59_999, '0 min'],
  ])('%i ms played reads %s', (ms, text) => {
    expect(formatPlayTime(ms)).toBe(text);
  });

  it('says a spend, or a gain when the session won', () => {
    expect(netSpendText(1500)).toBe(cfa('Dépense nette : 1 500 CFA'));
    expect(netSpendText(0)).toBe(cfa('Dépense nette : 0 CFA'));
    expect(netSpendText(-500)).toBe(cfa('Gain net : 500 CFA'));
  });
});

describe('resumePlaySession: a reload goes on with the same session', () => {
  const now = '2026-11-23T10:00:00.000Z';
  const stored = { userId: 'u1', startedAt: '2026-11-23T08:00:00.000Z', lastCheckAt: '2026-11-23T09:10:00.000Z', checks: 1, dialogOpen: false };

  it('keeps this player’s stored session', () => {
    expect(resumePlaySession(stored, 'u1', now)).toEqual(stored);
    expect(resumePlaySession({ ...stored, dialogOpen: true }, 'u1', now).dialogOpen).toBe(true);
  });

  it.each([
    ['nothing stored', null],
    ['another player’s session', { ...stored, userId: 'u2' }],
    ['a session from the future', { ...stored, lastCheckAt: '2026-11-23T11:00:00.000Z' }],
    ['answered before it began', { ...stored, startedAt: '2026-11-23T09:30:00.000Z' }],
    ['a broken record', { ...stored, checks: -1 }],
    ['not a date', { ...stored, startedAt: 'hier' }],
    ['text', 'session'],
  ])('starts a new session now for %s', (_name, value) => {
    expect(resumePlaySession(value, 'u1', now)).toEqual({ userId: 'u1', startedAt: now, lastCheckAt: now, checks: 0, dialogOpen: false });
  });
});
