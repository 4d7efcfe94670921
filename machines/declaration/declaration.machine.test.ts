import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { UNDERAGE_ERROR } from '../../src/game/age';
import type { PlayerDeclaration } from '../../src/game/responsible-gaming';
import { controllablePromises } from '../../tests/kit/controllable-promise';
import { DECLARATION_SAVE_ERROR, declarationMachine } from './declaration.machine';
import { selectBusy, selectDeclared, selectError, selectFields } from './declaration.selectors';

const NOW = '2026-11-23T08:00:00Z';

function start(country: PlayerDeclaration['country'] | null = null) {
  const promises = controllablePromises();
  const declared = vi.fn();
  const actor = createActor(declarationMachine.provide({ actors: { declare: promises.logic<void, PlayerDeclaration>() }, actions: { declared } }), {
    input: { country },
  }).start();
  return { actor, promises, declared, snapshot: () => actor.getSnapshot() };
}

describe('declaration machine: the date of birth an older account gives once', () => {
  it('starts empty, or with the country the profile already has', () => {
    expect(selectFields(start().snapshot())).toEqual({ birthDate: '', country: '' });
    expect(selectFields(start('BJ').snapshot())).toEqual({ birthDate: '', country: 'BJ' });
  });

  it.each([
    [{}, 'Indiquez votre date de naissance.'],
    [{ birthDate: '1990-01-01' }, 'Choisissez votre pays.'],
    [{ birthDate: '2008-11-24', country: 'TG' }, UNDERAGE_ERROR],
    [{ birthDate: '2030-01-01', country: 'TG' }, 'Date de naissance invalide.'],
  ])('refuses %j with its French message and sends nothing', (fields, message) => {
    const { actor, promises, snapshot } = start();
    for (const [field, value] of Object.entries(fields)) actor.send({ type: 'field.change', field: field as 'birthDate', value });
    actor.send({ type: 'form.submit', now: NOW });
    expect(snapshot().value).toBe('editing');
    expect(selectError(snapshot())).toBe(message);
    expect(promises.calls).toEqual([]);
  });

  it('sends an adult’s date and country, then is done and tells the screen', async () => {
    const { actor, promises, declared, snapshot } = start();
    actor.send({ type: 'field.change', field: 'birthDate', value: '2008-11-23' });
    actor.send({ type: 'field.change', field: 'country', value: 'GH' });
    actor.send({ type: 'form.submit', now: NOW });
    expect(selectBusy(snapshot())).toBe(true);
    expect(promises.calls).toEqual([{ id: 'declare', input: { birthDate: '2008-11-23', country: 'GH' } }]);
    await promises.settle('declare', { output: undefined });
    expect(selectDeclared(snapshot())).toBe(true);
    expect(snapshot().status).toBe('done');
    expect(declared).toHaveBeenCalledTimes(1);
  });

  it('shows the database’s refusal (or a fallback) and lets the player correct it', async () => {
    const { actor, promises, snapshot } = start('TG');
    actor.send({ type: 'field.change', field: 'birthDate', value: '1990-01-01' });
    actor.send({ type: 'form.submit', now: NOW });
    await promises.settle('declare', { error: new Error(UNDERAGE_ERROR) });
    expect(snapshot().value).toBe('editing');
    expect(selectError(snapshot())).toBe(UNDERAGE_ERROR);
    actor.send({ type: 'field.change', field: 'birthDate', value: '1991-01-01' });
    expect(selectError(snapshot())).toBeNull();
    actor.send({ type: 'form.submit', now: NOW });
    await promises.settle('declare', { error: new Error('') });
    expect(selectError(snapshot())).toBe(DECLARATION_SAVE_ERROR);
  });
});
