import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { loginMachine } from '../../machines/login/login.machine';
import { registerMachine } from '../../machines/register/register.machine';
import { createRecording } from './recorder';
import { maskSecret } from './redact';
import { replayRegistry } from './replay-registry';
import { replayTrace } from './replayer';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('masking what players type as passwords', () => {
  it('keeps length and equality, never the text', () => {
    expect(maskSecret('secret-Ab12')).toHaveLength(11);
    expect(maskSecret('secret-Ab12')).toBe(maskSecret('secret-Ab12'));
    expect(maskSecret('secret-Ab12')).not.toBe(maskSecret('secret-Ab13'));
    expect(maskSecret('secret-Ab12')).not.toContain('secret');
  });

  it('records a failed login without the password, and the trace still replays green', async () => {
    const recording = createRecording({ redactSecrets: true });
    const machine = loginMachine.provide({
      actors: { login: fromPromise<void, { email: string; password: string }>(async () => Promise.reject(new Error('E-mail ou mot de passe incorrect'))) },
    });
    const actor = createActor(machine, { inspect: recording.inspect }).start();
    actor.send({ type: 'field.change', field: 'email', value: 'awa@example.com' });
    actor.send({ type: 'field.change', field: 'password', value: 'mon-secret-42' });
    actor.send({ type: 'form.submit' });
    await flush();
    const trace = JSON.parse(JSON.stringify(recording.trace()));

    expect(JSON.stringify(trace)).not.toContain('mon-secret-42');
    expect(trace.meta).toEqual({ redacted: true });
    expect(trace.steps[2].event).toEqual({ type: 'field.change', field: 'password', value: maskSecret('mon-secret-42') });
    expect((await replayTrace(trace, replayRegistry.login!)).divergence).toBeUndefined();
  });

  it('keeps the register checks on a masked trace: a mismatch stays a mismatch, a short password stays short', async () => {
    const recording = createRecording({ redactSecrets: true });
    const actor = createActor(registerMachine, { inspect: recording.inspect }).start();
    for (const [field, value] of [
      ['username', 'awa'],
      ['email', 'awa@example.com'],
      ['birthDate', '1990-05-14'],
      ['country', 'TG'],
      ['password', 'abc'],
      ['confirm', 'abc'],
    ] as const) {
      actor.send({ type: 'field.change', field, value });
    }
    actor.send({ type: 'form.submit', now: '2026-11-23T08:00:00Z' });
    actor.send({ type: 'field.change', field: 'password', value: 'abcdef' });
    actor.send({ type: 'form.submit', now: '2026-11-23T08:00:05Z' });
    const trace = JSON.parse(JSON.stringify(recording.trace()));

    expect(JSON.stringify(trace)).not.toMatch(/"abc(def)?"/);
    const errors = trace.steps.map((step: { snapshot: { context: { error: unknown } } }) => step.snapshot.context.error).filter(Boolean);
    expect([...new Set(errors)]).toEqual(['Le mot de passe doit contenir au moins 6 caractères', 'Les mots de passe ne correspondent pas']);
    expect((await replayTrace(trace, replayRegistry.register!)).divergence).toBeUndefined();
  });
});
