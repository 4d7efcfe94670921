import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { operatorGateMachine } from './operator-gate.machine';

const gate = (answer: () => Promise<boolean>) =>
  createActor(operatorGateMachine.provide({ actors: { checkOperator: fromPromise(answer) } })).start();

describe('the operator desk gate', () => {
  it('checks first', () => {
    expect(gate(() => new Promise(() => {})).getSnapshot().hasTag('checking')).toBe(true);
  });

  it('lets an operator in', async () => {
    const snapshot = await waitFor(gate(async () => true), (s) => !s.hasTag('checking'));
    expect(snapshot.value).toBe('allowed');
  });

  it('refuses a player, and a failed check', async () => {
    expect((await waitFor(gate(async () => false), (s) => s.status === 'done')).value).toBe('denied');
    expect(
      (
        await waitFor(
          gate(async () => {
            throw new Error('réseau');
          }),
          (s) => s.status === 'done',
        )
      ).value,
    ).toBe('denied');
  });
});
