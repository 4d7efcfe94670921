import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { DrawStatistics, StatisticsChoice } from '../../src/game/statistics';
import { STATISTICS_FALLBACK_ERROR, statisticsMachine } from './statistics.machine';
import { selectChoice, selectError, selectIsEmpty, selectIsLoading, selectStatistics } from './statistics.selectors';

const stats = (country: DrawStatistics['country'], drawCount: number): DrawStatistics => ({
  country,
  window: 30,
  drawCount,
  firstAt: drawCount ? '2026-11-20T09:00:00.000Z' : null,
  lastAt: drawCount ? '2026-11-26T18:00:00.000Z' : null,
  numbers: [{ number: 1, times: drawCount ? 1 : 0, lastAt: null, drawsAgo: null }],
  pairs: [],
});

/** A fake server whose answers the test gives in any order: one pending promise per call. */
function start(choice: StatisticsChoice = { country: 'TG', draws: 30 }) {
  const calls: { choice: StatisticsChoice; resolve: (value: DrawStatistics) => void; reject: (error: unknown) => void }[] = [];
  const loadStatistics = fromPromise<DrawStatistics, { choice: StatisticsChoice }>(
    ({ input }) => new Promise((resolve, reject) => calls.push({ choice: input.choice, resolve, reject })),
  );
  const actor = createActor(statisticsMachine.provide({ actors: { loadStatistics } }), { input: { choice } }).start();
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    actor,
    snapshot: () => actor.getSnapshot(),
    asked: () => calls.map((call) => call.choice),
    answer: async (index: number, value: DrawStatistics) => (calls[index]!.resolve(value), flush()),
    fail: async (index: number, error: unknown) => (calls[index]!.reject(error), flush()),
  };
}

describe('statistics machine (/statistiques)', () => {
  it('loading: reads the choice of the address at once; loaded: shows the statistics', async () => {
    const { snapshot, asked, answer } = start({ country: 'BJ', draws: 100 });
    expect(snapshot().value).toBe('loading');
    expect(selectIsLoading(snapshot())).toBe(true);
    expect(selectStatistics(snapshot())).toBeNull();
    expect(asked()).toEqual([{ country: 'BJ', draws: 100 }]);
    await answer(0, stats('BJ', 12));
    expect(snapshot().value).toBe('loaded');
    expect(selectIsLoading(snapshot())).toBe(false);
    expect(selectStatistics(snapshot())?.drawCount).toBe(12);
    expect(selectIsEmpty(snapshot())).toBe(false);
    expect(selectError(snapshot())).toBeNull();
  });

  it('empty: no draw of the country has a result yet, which is not an error and is not claimed before the answer', async () => {
    const { snapshot, answer } = start({ country: 'GH', draws: 10 });
    expect(selectIsEmpty(snapshot())).toBe(false);
    await answer(0, stats('GH', 0));
    expect(selectIsEmpty(snapshot())).toBe(true);
    expect(selectError(snapshot())).toBeNull();
  });

  it('failed: shows the French message (or a fallback); retry reads again', async () => {
    const { actor, snapshot, asked, answer, fail } = start();
    await fail(0, new Error('Impossible de joindre le serveur. Vérifiez votre connexion internet.'));
    expect(snapshot().value).toBe('failed');
    expect(selectError(snapshot())).toBe('Impossible de joindre le serveur. Vérifiez votre connexion internet.');
    actor.send({ type: 'retry' });
    expect(selectIsLoading(snapshot())).toBe(true);
    expect(selectError(snapshot())).toBeNull();
    await fail(1, new Error(''));
    expect(selectError(snapshot())).toBe(STATISTICS_FALLBACK_ERROR);
    actor.send({ type: 'retry' });
    await answer(2, stats('TG', 30));
    expect(selectStatistics(snapshot())?.drawCount).toBe(30);
    expect(asked()).toHaveLength(3);
  });

  it('another country or window reloads, keeping the statistics shown meanwhile; the same choice asks nothing', async () => {
    const { actor, snapshot, asked, answer } = start();
    await answer(0, stats('TG', 30));
    actor.send({ type: 'choice.show', choice: { country: 'TG', draws: 30 } });
    expect(asked()).toHaveLength(1);
    actor.send({ type: 'choice.show', choice: { country: 'CI', draws: 30 } });
    expect(selectIsLoading(snapshot())).toBe(true);
    expect(selectChoice(snapshot())).toEqual({ country: 'CI', draws: 30 });
    expect(selectStatistics(snapshot())?.country).toBe('TG');
    await answer(1, stats('CI', 30));
    actor.send({ type: 'choice.show', choice: { country: 'CI', draws: 10 } });
    expect(asked()).toEqual([
      { country: 'TG', draws: 30 },
      { country: 'CI', draws: 30 },
      { country: 'CI', draws: 10 },
    ]);
    await answer(2, { ...stats('CI', 10), window: 10 });
    expect(selectStatistics(snapshot())).toMatchObject({ country: 'CI', window: 10 });
  });

  it('a slower answer to an older choice never shows, even when it arrives last', async () => {
    const { actor, snapshot, answer, fail } = start({ country: 'TG', draws: 30 });
    actor.send({ type: 'choice.show', choice: { country: 'GH', draws: 300 } });
    await answer(1, stats('GH', 300));
    await answer(0, stats('TG', 30));
    expect(selectStatistics(snapshot())?.country).toBe('GH');
    actor.send({ type: 'choice.show', choice: { country: 'BJ', draws: 10 } });
    actor.send({ type: 'choice.show', choice: { country: 'CI', draws: 10 } });
    await fail(2, new Error('trop tard'));
    expect(selectError(snapshot())).toBeNull();
    expect(selectIsLoading(snapshot())).toBe(true);
    await answer(3, stats('CI', 10));
    expect(snapshot().value).toBe('loaded');
    expect(selectStatistics(snapshot())?.country).toBe('CI');
  });
});
