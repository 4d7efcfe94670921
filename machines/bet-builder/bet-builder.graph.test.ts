import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { type BetBuilderEvent, betBuilderMachine } from './bet-builder.machine';
import {
  type BetBuilderSnapshot,
  selectCanAdd,
  selectCanReset,
  selectDrawClosed,
  selectPreview,
  selectStakeError,
  selectSumError,
} from './bet-builder.selectors';

const DRAW = { country: 'TG', day: 'lundi', time: '9h', drawAt: '2026-11-23T09:00:00.000+00:00' } as const;

const input = { draw: DRAW };

/** The player's vocabulary, small enough for a full traversal of the state graph. */
const EVENTS: BetBuilderEvent[] = [
  { type: 'type.change', betType: 'solo' },
  { type: 'type.change', betType: 'duo' },
  { type: 'type.change', betType: 'addition' },
  { type: 'type.change', betType: 'banker' },
  { type: 'type.change', betType: 'turning' },
  { type: 'mode.change', mode: 'double_chance' },
  { type: 'option.change', option: 'turbo2' },
  { type: 'number.toggle', number: 7 },
  { type: 'pairs.selectAll' },
  { type: 'flash', randoms: [0.5, 0.5, 0.5, 0.5, 0.5] },
  { type: 'clear' },
  { type: 'reset' },
  { type: 'stake.change', value: '50' },
  { type: 'stake.change', value: '500' },
  { type: 'stake.quick', amount: 1000 },
  { type: 'sum.change', value: '2' },
  { type: 'sum.change', value: '100' },
  { type: 'basket.add', id: 'bet-1', now: '2026-11-23T08:00:00.000Z' },
  // the same click once the 9h draw has started
  { type: 'basket.add', id: 'bet-2', now: '2026-11-23T09:30:00.000Z' },
];

const stateValue = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value);

/** The state value plus the shape of the selection: enough to tell a duo ball from a solo one, small enough to traverse. */
const serializeState = (snapshot: AnyMachineSnapshot) => {
  const c = (snapshot as BetBuilderSnapshot).context;
  const shape = [c.type, c.mode, c.option, c.numbers.length, c.banker !== null, c.base.length, c.pairs.length > 0, c.additionPair !== null];
  return `${stateValue(snapshot)} ${shape.join(',')}`;
};

const PATHS = getShortestPaths(betBuilderMachine, { input, events: EVENTS, serializeState });

function leaves(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => leaves(child, `${prefix}${key}.`));
}

/** What the player sees in each state, checked by replaying the path on a real actor. */
function assertWhatThePlayerSees(s: BetBuilderSnapshot) {
  if (selectDrawClosed(s)) return expect(s.status).toBe('done');
  const states = leaves(s.value);
  const preview = selectPreview(s);
  if (states.includes('building.selection.empty')) {
    expect(preview.count, 'empty: no combination in the preview').toBe(0);
    expect(selectCanReset(s), 'empty: Réinitialiser disabled').toBe(false);
  } else {
    expect(selectCanReset(s), 'something selected: Réinitialiser enabled').toBe(true);
  }
  if (states.includes('building.selection.partial')) expect(preview.count, 'partial: no combination yet').toBe(0);
  if (states.includes('building.selection.complete')) expect(preview.count, 'complete: combinations in the preview').toBeGreaterThan(0);
  expect(selectStakeError(s)).toBe(states.includes('building.stake.invalid') ? 'La mise doit être entre 100 et 500 000 CFA' : null);
  expect(selectSumError(s)).toBe(states.includes('building.targetSum.invalid') ? 'La somme doit être entre 3 et 179' : null);
  const sumBlocks = s.context.type === 'addition' && states.includes('building.targetSum.invalid');
  expect(selectCanAdd(s), 'Ajouter au panier').toBe(
    states.includes('building.selection.complete') && states.includes('building.stake.valid') && !sumBlocks,
  );
}

describe('model-based coverage (@xstate/graph shortest paths)', () => {
  it('reaches every state of the machine', () => {
    const reached = new Set(PATHS.flatMap((p) => leaves(p.state.value)));
    const all = [
      'building.selection.empty',
      'building.selection.partial',
      'building.selection.complete',
      'building.stake.valid',
      'building.stake.invalid',
      'building.targetSum.valid',
      'building.targetSum.invalid',
      'drawClosed',
    ];
    expect([...reached].sort()).toEqual(all.sort());
    // 3 selection × 2 stake × 2 target states, plus the final state
    expect(new Set(PATHS.map((p) => stateValue(p.state))).size).toBe(13);
  });

  // one shortest path per state value (the traversal also distinguishes selection shapes)
  const byValue = new Map([...PATHS].reverse().map((path) => [stateValue(path.state), path] as const));
  const named = [...byValue.values()].map((path) => [leaves(path.state.value).join(' + '), path] as const);

  it.each(named)('%s: replaying the shortest path shows the right screen', (_name, path) => {
    const actor = createActor(betBuilderMachine, { input }).start();
    for (const { event } of path.steps) if ((event.type as string) !== 'xstate.init') actor.send(event);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual(path.state.value);
    assertWhatThePlayerSees(snapshot);
  });
});
