import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { AMOUNT_FORMAT_ERROR, CONVERSION_MIN_ERROR } from '../../src/game/payments';
import type { Balances } from '../mobile-money/mobile-money.types';
import { controllablePromises } from '../../tests/kit/controllable-promise';
import { CONVERSION_FALLBACK_ERROR, type ConversionEvent, type ConversionRequest, conversionMachine } from './conversion.machine';
import {
  selectAmount,
  selectAmountError,
  selectBalances,
  selectCanRetry,
  selectConversionStep,
  selectConverted,
  selectFailure,
  selectSubmitting,
  selectWinnings,
} from './conversion.selectors';
import { cfa } from '../../tests/kit/amounts';

function start(winnings = 12_500) {
  const promises = controllablePromises();
  const actor = createActor(conversionMachine.provide({ actors: { convertWinnings: promises.logic<Balances, ConversionRequest>() } }), {
    input: { winnings },
  }).start();
  const send = (event: ConversionEvent) => actor.send(event);
  const snapshot = () => actor.getSnapshot();
  return { actor, promises, send, snapshot, step: () => selectConversionStep(snapshot()) };
}

describe('conversion machine', () => {
  it.each([
    ['', AMOUNT_FORMAT_ERROR],
    ['1 000', AMOUNT_FORMAT_ERROR],
    ['99', CONVERSION_MIN_ERROR],
    ['12501', cfa('Le montant dépasse vos gains disponibles (12 500 CFA).')],
  ])('refuses %j with %j and calls nothing', (amount, message) => {
    const { send, snapshot, promises } = start();
    send({ type: 'amount.change', value: amount });
    send({ type: 'conversion.submit', idempotencyKey: 'key-1' });
    expect(selectAmountError(snapshot())).toBe(message);
    expect(promises.calls).toEqual([]);
    send({ type: 'amount.change', value: '100' });
    expect(selectAmountError(snapshot())).toBeNull();
  });

  it("'Tout convertir' fills in the whole winnings", () => {
    const { send, snapshot } = start();
    send({ type: 'amount.all' });
    expect(selectAmount(snapshot())).toBe('12500');
  });

  it('converts at once and shows both new balances', async () => {
    const { send, snapshot, promises, step } = start();
    send({ type: 'amount.change', value: ' 2500 ' });
    send({ type: 'conversion.submit', idempotencyKey: 'key-1' });
    send({ type: 'conversion.submit', idempotencyKey: 'key-2' });
    expect(selectSubmitting(snapshot())).toBe(true);
    expect(promises.calls).toEqual([{ id: 'convertWinnings', input: { amount: 2500, idempotencyKey: 'key-1' } }]);
    await promises.settle('convertWinnings', { output: { balance: 3500, winnings: 10_000 } });
    expect(step()).toBe('converted');
    expect(selectConverted(snapshot())).toBe(2500);
    expect(selectBalances(snapshot())).toEqual({ balance: 3500, winnings: 10_000 });
    expect(selectWinnings(snapshot())).toBe(10_000);
  });

  it("'Réessayer' after a network failure converts with the same key; a refusal can only be edited", async () => {
    const { send, snapshot, promises, step } = start();
    send({ type: 'amount.change', value: '2500' });
    send({ type: 'conversion.submit', idempotencyKey: 'key-1' });
    await promises.settle('convertWinnings', { error: new Error('') });
    expect(selectFailure(snapshot())).toEqual({ message: CONVERSION_FALLBACK_ERROR, retryable: true });
    expect(CONVERSION_FALLBACK_ERROR).toBe('Une erreur est survenue lors de la conversion.');
    expect(selectCanRetry(snapshot())).toBe(true);
    send({ type: 'conversion.retry' });
    expect(promises.calls.map((call) => call.input)).toEqual([
      { amount: 2500, idempotencyKey: 'key-1' },
      { amount: 2500, idempotencyKey: 'key-1' },
    ]);
    await promises.settle('convertWinnings', { error: Object.assign(new Error('Gains insuffisants : il vous manque 2 500 CFA.'), { code: 'insufficient_funds' }) });
    expect(selectCanRetry(snapshot())).toBe(false);
    send({ type: 'conversion.retry' });
    expect(step()).toBe('failed');
    send({ type: 'conversion.edit' });
    expect(step()).toBe('form');
    expect(selectAmount(snapshot())).toBe('2500');
  });

  it('a new conversion starts empty, against the winnings left', async () => {
    const { send, snapshot, promises, step } = start(3000);
    send({ type: 'amount.all' });
    send({ type: 'conversion.submit', idempotencyKey: 'key-1' });
    await promises.settle('convertWinnings', { output: { balance: 3000, winnings: 0 } });
    send({ type: 'conversion.edit' });
    expect(step()).toBe('form');
    expect(selectAmount(snapshot())).toBe('');
    send({ type: 'amount.change', value: '100' });
    send({ type: 'conversion.submit', idempotencyKey: 'key-2' });
    expect(selectAmountError(snapshot())).toBe(cfa('Le montant dépasse vos gains disponibles (0 CFA).'));
  });

  it('follows the winnings the session reports', () => {
    const { send, snapshot } = start(0);
    send({ type: 'winnings.changed', winnings: 800 });
    send({ type: 'amount.all' });
    expect(selectAmount(snapshot())).toBe('800');
  });
});
