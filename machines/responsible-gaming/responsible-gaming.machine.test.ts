import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { type ExclusionDuration, LIMIT_AMOUNT_ERROR } from '../../src/game/limits';
import type { ResponsibleGamingStatus } from '../../src/game/responsible-gaming';
import { rgStatus } from '../../tests/fixtures/responsible-gaming';
import { controllablePromises } from '../../tests/kit/controllable-promise';
import { type LimitChange, STATUS_ERROR, responsibleGamingMachine } from './responsible-gaming.machine';
import {
  selectConfirmingExclusion,
  selectDraft,
  selectDraftLoosens,
  selectExcluding,
  selectExclusionChoice,
  selectExclusionError,
  selectLimitError,
  selectLimitNotice,
  selectLoadError,
  selectLoading,
  selectSavingLimit,
  selectStatus,
} from './responsible-gaming.selectors';
import { cfa } from '../../tests/kit/amounts';

function start() {
  const promises = controllablePromises();
  const actor = createActor(
    responsibleGamingMachine.provide({
      actors: {
        loadStatus: promises.logic<ResponsibleGamingStatus>(),
        saveLimit: promises.logic<ResponsibleGamingStatus, LimitChange>(),
        startExclusion: promises.logic<ResponsibleGamingStatus, { duration: ExclusionDuration }>(),
      },
    }),
  ).start();
  return { actor, promises, snapshot: () => actor.getSnapshot() };
}

async function ready(status = rgStatus({ limits: { 'stake/day': { amount: 1000, used: 300 } } })) {
  const started = start();
  await started.promises.settle('loadStatus', { output: status });
  return started;
}

describe('responsible-gaming page machine: loading', () => {
  it('loads the status, then shows it', async () => {
    const { snapshot, promises } = start();
    expect(selectLoading(snapshot())).toBe(true);
    expect(selectStatus(snapshot())).toBeNull();
    const status = rgStatus();
    await promises.settle('loadStatus', { output: status });
    expect(snapshot().value).toEqual({ ready: { limits: 'idle', exclusion: 'idle' } });
    expect(selectStatus(snapshot())).toEqual(status);
  });

  it('says so when the status cannot be read, and tries again on retry', async () => {
    const { actor, snapshot, promises } = start();
    await promises.settle('loadStatus', { error: new Error('') });
    expect(snapshot().value).toBe('failed');
    expect(selectLoadError(snapshot())).toBe(STATUS_ERROR);
    actor.send({ type: 'retry' });
    expect(selectLoading(snapshot())).toBe(true);
    await promises.settle('loadStatus', { output: rgStatus() });
    expect(selectLoadError(snapshot())).toBeNull();
  });

  it('keeps the French message of a known failure', async () => {
    const { snapshot, promises } = start();
    await promises.settle('loadStatus', { error: new Error('Impossible de joindre le serveur. Vérifiez votre connexion internet.') });
    expect(selectLoadError(snapshot())).toBe('Impossible de joindre le serveur. Vérifiez votre connexion internet.');
  });
});

describe('responsible-gaming page machine: limits', () => {
  it('opens a limit with its current amount, saves a lowering and says it applies at once', async () => {
    const { actor, snapshot, promises } = await ready();
    actor.send({ type: 'limit.edit', kind: 'stake', period: 'day' });
    expect(selectDraft(snapshot())).toEqual({ kind: 'stake', period: 'day', text: '1000' });
    actor.send({ type: 'limit.change', text: '800' });
    expect(selectDraftLoosens(snapshot())).toBe(false);
    actor.send({ type: 'limit.save' });
    expect(selectSavingLimit(snapshot())).toBe(true);
    expect(promises.calls.at(-1)).toEqual({ id: 'saveLimit', input: { kind: 'stake', period: 'day', amount: 800 } });
    await promises.settle('saveLimit', { output: rgStatus({ limits: { 'stake/day': { amount: 800, used: 300 } } }) });
    expect(snapshot().value).toEqual({ ready: { limits: 'idle', exclusion: 'idle' } });
    expect(selectDraft(snapshot())).toBeNull();
    expect(selectLimitNotice(snapshot())).toBe(cfa('Limite enregistrée : 800 CFA, en vigueur dès maintenant.'));
  });

  it('announces that a raise waits 24 h before saving it, then says until when the old limit stays', async () => {
    const { actor, snapshot, promises } = await ready();
    actor.send({ type: 'limit.edit', kind: 'stake', period: 'day' });
    actor.send({ type: 'limit.change', text: '5000' });
    expect(selectDraftLoosens(snapshot())).toBe(true);
    actor.send({ type: 'limit.save' });
    await promises.settle('saveLimit', {
      output: rgStatus({ limits: { 'stake/day': { amount: 1000, used: 300, nextAmount: 5000, nextAt: '2026-11-24T08:00:00.000Z' } } }),
    });
    expect(selectLimitNotice(snapshot())).toBe(
      cfa("Hausse enregistrée : votre limite reste de 1 000 CFA jusqu'au 24 nov. 2026 à 08:00 (dans 24 h), puis passera à 5 000 CFA."),
    );
  });

  it('a first limit is never a loosening', async () => {
    const { actor, snapshot } = await ready();
    actor.send({ type: 'limit.edit', kind: 'deposit', period: 'week' });
    expect(selectDraft(snapshot())).toEqual({ kind: 'deposit', period: 'week', text: '' });
    actor.send({ type: 'limit.change', text: '50000' });
    expect(selectDraftLoosens(snapshot())).toBe(false);
  });

  it('refuses an amount out of bounds or not in digits with the French message, and saves nothing', async () => {
    const { actor, snapshot, promises } = await ready();
    actor.send({ type: 'limit.edit', kind: 'stake', period: 'day' });
    for (const text of ['50', '1 000', '', 'abc', '200000000']) {
      actor.send({ type: 'limit.change', text });
      expect(selectLimitError(snapshot())).toBeNull();
      actor.send({ type: 'limit.save' });
      expect(selectLimitError(snapshot()), text).toBe(LIMIT_AMOUNT_ERROR);
    }
    expect(promises.calls.filter((call) => call.id === 'saveLimit')).toEqual([]);
    expect(snapshot().value).toEqual({ ready: { limits: 'editing', exclusion: 'idle' } });
  });

  it('removes a limit (amount null) only when there is one', async () => {
    const { actor, snapshot, promises } = await ready();
    actor.send({ type: 'limit.edit', kind: 'stake', period: 'week' });
    actor.send({ type: 'limit.remove' });
    expect(snapshot().value).toEqual({ ready: { limits: 'editing', exclusion: 'idle' } });
    actor.send({ type: 'limit.edit', kind: 'stake', period: 'day' });
    actor.send({ type: 'limit.remove' });
    expect(promises.calls.at(-1)).toEqual({ id: 'saveLimit', input: { kind: 'stake', period: 'day', amount: null } });
    await promises.settle('saveLimit', {
      output: rgStatus({ limits: { 'stake/day': { amount: 1000, nextAmount: null, nextAt: '2026-11-24T08:00:00.000Z' } } }),
    });
    expect(selectLimitNotice(snapshot())).toBe(
      cfa("Suppression enregistrée : votre limite reste de 1 000 CFA jusqu'au 24 nov. 2026 à 08:00 (dans 24 h), puis sera supprimée."),
    );
  });

  it('keeps the draft and shows the refusal when saving fails', async () => {
    const { actor, snapshot, promises } = await ready();
    actor.send({ type: 'limit.edit', kind: 'stake', period: 'day' });
    actor.send({ type: 'limit.change', text: '700' });
    actor.send({ type: 'limit.save' });
    await promises.settle('saveLimit', { error: new Error('Impossible de joindre le serveur. Vérifiez votre connexion internet.') });
    expect(snapshot().value).toEqual({ ready: { limits: 'editing', exclusion: 'idle' } });
    expect(selectDraft(snapshot())).toEqual({ kind: 'stake', period: 'day', text: '700' });
    expect(selectLimitError(snapshot())).toBe('Impossible de joindre le serveur. Vérifiez votre connexion internet.');
  });

  it('cancel closes the draft; opening another limit replaces it', async () => {
    const { actor, snapshot } = await ready();
    actor.send({ type: 'limit.edit', kind: 'stake', period: 'day' });
    actor.send({ type: 'limit.edit', kind: 'deposit', period: 'month' });
    expect(selectDraft(snapshot())).toEqual({ kind: 'deposit', period: 'month', text: '' });
    actor.send({ type: 'limit.cancel' });
    expect(selectDraft(snapshot())).toBeNull();
  });
});

describe('responsible-gaming page machine: self-exclusion', () => {
  it('needs a choice, then a confirmation step, before anything is recorded', async () => {
    const { actor, snapshot, promises } = await ready();
    actor.send({ type: 'exclusion.continue' });
    expect(selectConfirmingExclusion(snapshot())).toBe(false);
    actor.send({ type: 'exclusion.choose', duration: '7d' });
    expect(selectExclusionChoice(snapshot())).toBe('7d');
    actor.send({ type: 'exclusion.continue' });
    expect(selectConfirmingExclusion(snapshot())).toBe(true);
    expect(promises.calls.filter((call) => call.id === 'startExclusion')).toEqual([]);
    actor.send({ type: 'exclusion.cancel' });
    expect(selectConfirmingExclusion(snapshot())).toBe(false);
    expect(promises.calls.filter((call) => call.id === 'startExclusion')).toEqual([]);
  });

  it('records the confirmed exclusion and shows when it ends', async () => {
    const { actor, snapshot, promises } = await ready();
    actor.send({ type: 'exclusion.choose', duration: 'permanent' });
    actor.send({ type: 'exclusion.continue' });
    actor.send({ type: 'exclusion.confirm' });
    expect(selectExcluding(snapshot())).toBe(true);
    expect(promises.calls.at(-1)).toEqual({ id: 'startExclusion', input: { duration: 'permanent' } });
    await promises.settle('startExclusion', { output: rgStatus({ exclusion: { until: null } }) });
    expect(selectStatus(snapshot())?.exclusion).toEqual({ until: null });
    expect(selectConfirmingExclusion(snapshot())).toBe(false);
    expect(selectExclusionChoice(snapshot())).toBeNull();
  });

  it('stays on the confirmation with the French refusal when it fails', async () => {
    const { actor, snapshot, promises } = await ready();
    actor.send({ type: 'exclusion.choose', duration: '24h' });
    actor.send({ type: 'exclusion.continue' });
    actor.send({ type: 'exclusion.confirm' });
    await promises.settle('startExclusion', { error: new Error('') });
    expect(selectConfirmingExclusion(snapshot())).toBe(true);
    expect(selectExclusionError(snapshot())).toBe("Votre exclusion n'a pas pu être enregistrée. Veuillez réessayer.");
  });

  it('editing a limit and choosing an exclusion are independent', async () => {
    const { actor, snapshot } = await ready();
    actor.send({ type: 'limit.edit', kind: 'stake', period: 'day' });
    actor.send({ type: 'exclusion.choose', duration: '30d' });
    actor.send({ type: 'exclusion.continue' });
    expect(snapshot().value).toEqual({ ready: { limits: 'editing', exclusion: 'confirming' } });
  });

  it('status.reload reads the status again', async () => {
    const { actor, snapshot, promises } = await ready(rgStatus({ birthDate: null, country: null }));
    actor.send({ type: 'status.reload' });
    expect(selectLoading(snapshot())).toBe(true);
    await promises.settle('loadStatus', { output: rgStatus() });
    expect(selectStatus(snapshot())?.birthDate).toBe('1998-04-12');
  });
});

describe('responsible-gaming page machine: every state is reachable', () => {
  it('reaches each state node by some path', () => {
    const paths = getShortestPaths(responsibleGamingMachine, {
      events: [
        { type: 'retry' },
        { type: 'limit.edit', kind: 'stake', period: 'day' },
        { type: 'limit.change', text: '900' },
        { type: 'limit.save' },
        { type: 'limit.cancel' },
        { type: 'exclusion.choose', duration: '24h' },
        { type: 'exclusion.continue' },
        { type: 'exclusion.confirm' },
        { type: 'exclusion.cancel' },
        { type: 'xstate.done.actor.loadStatus', output: rgStatus() } as never,
        { type: 'xstate.error.actor.loadStatus', error: new Error('') } as never,
        { type: 'xstate.done.actor.saveLimit', output: rgStatus() } as never,
        { type: 'xstate.done.actor.startExclusion', output: rgStatus() } as never,
      ],
    });
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const value of [
      '"loading"',
      '"failed"',
      '{"ready":{"limits":"idle","exclusion":"idle"}}',
      '{"ready":{"limits":"editing","exclusion":"idle"}}',
      '{"ready":{"limits":"saving","exclusion":"idle"}}',
      '{"ready":{"limits":"idle","exclusion":"confirming"}}',
      '{"ready":{"limits":"idle","exclusion":"excluding"}}',
    ]) {
      expect(reached, value).toContain(value);
    }
  });
});
