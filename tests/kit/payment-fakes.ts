import { type EventObject, fromCallback } from 'xstate';
import type { MobileMoneyPayment } from '../../machines/mobile-money/mobile-money.types';

/** Test helper: a payment as the database answers it. */
export function paymentOf(overrides: Partial<MobileMoneyPayment> = {}): MobileMoneyPayment {
  return {
    id: 'pay-1',
    direction: 'in',
    provider: 'tmoney',
    phone: '+22890123456',
    amount: 5000,
    status: 'pending',
    createdAt: '2026-11-23T08:00:00.000Z',
    ...overrides,
  };
}

/**
 * Test helper: the `watchPayment` effect, faked. `push` delivers a change of the payment the machine
 * watches, as realtime would; `watching` lists the payments watched right now.
 */
export function paymentWatcher() {
  const watching = new Set<string>();
  const listeners = new Map<string, (event: { type: 'payment.updated'; payment: MobileMoneyPayment }) => void>();
  const watcher = {
    logic: fromCallback<EventObject, { paymentId: string }>(({ input, sendBack }) => {
      watcher.starts += 1;
      watching.add(input.paymentId);
      listeners.set(input.paymentId, sendBack);
      return () => {
        watcher.onStop(input.paymentId);
        watching.delete(input.paymentId);
        listeners.delete(input.paymentId);
      };
    }),
    push: (payment: MobileMoneyPayment) => listeners.get(payment.id)?.({ type: 'payment.updated', payment }),
    watching,
    /** how many watches were started */
    starts: 0,
    onStop: (_paymentId: string) => {},
  };
  return watcher;
}
