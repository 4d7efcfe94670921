import type { MobileMoneyPayment } from '../../../machines/mobile-money/mobile-money.types';
import type { Payment } from '../../api/wallet';
import type { WalletEffects } from '../../components/effects';

// src/api (and supabase-js with it) loads on first use, like the account effects; so does
// libphonenumber-js's metadata (tens of kB), which every page would otherwise load with the app.
const wallet = () => import('../../api/wallet');
const phone = () => import('../../game/phone');

/** Payments the player stopped waiting for on /recharge, kept for the tab (sessionStorage). */
const DISMISSED_KEY = 'dismissedPayments';

function dismissed(): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** src/api's payment as the machines take it: plain JSON. */
export function toMachinePayment(payment: Payment): MobileMoneyPayment {
  return {
    id: payment.id,
    direction: payment.direction,
    provider: payment.provider,
    phone: payment.phone,
    amount: payment.amount,
    status: payment.status,
    failureReason: payment.failureReason,
    createdAt: payment.createdAt.toISOString(),
  };
}

/** The wallet screens' effects, on Supabase through src/api. */
export const walletEffects: WalletEffects = {
  resume: async (direction) => {
    const [api, { phoneCountry }] = await Promise.all([wallet(), phone()]);
    const [pending, latest] = await Promise.all([api.pendingPayments(), api.latestPayment()]);
    const skip = new Set(dismissed());
    const waiting = pending.find((payment) => payment.direction === direction && !skip.has(payment.id));
    const country = latest ? phoneCountry(latest.phone) : null;
    return {
      pending: waiting ? toMachinePayment(waiting) : null,
      last: latest && country ? { country, provider: latest.provider, phone: latest.phone } : null,
    };
  },
  startRecharge: async (request) => toMachinePayment(await (await wallet()).startRecharge(request)),
  requestWithdrawal: async (request) => {
    const { payment, balance, winnings } = await (await wallet()).requestWithdrawal(request);
    return { payment: toMachinePayment(payment), balance, winnings };
  },
  withdrawalPhones: async () => {
    const phones = await (await wallet()).withdrawalPhones();
    return phones.map((phone) => ({ ...phone, lastRechargedAt: phone.lastRechargedAt.toISOString() }));
  },
  convertWinnings: async ({ amount, idempotencyKey }) => {
    const { balance, winnings } = await (await wallet()).convertWinnings(amount, idempotencyKey);
    return { balance, winnings };
  },
  paymentStatus: async (paymentId) => {
    const payment = await (await wallet()).paymentStatus(paymentId);
    return payment ? toMachinePayment(payment) : null;
  },
  watchPayment: (paymentId, onChange) => {
    let stop: (() => void) | undefined;
    let stopped = false;
    void wallet().then(({ subscribePayment }) => {
      if (!stopped) stop = subscribePayment(paymentId, (payment) => onChange(toMachinePayment(payment)));
    });
    return () => {
      stopped = true;
      stop?.();
    };
  },
  dismissPayment: (paymentId) => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, JSON.stringify([...new Set([...dismissed(), paymentId])]));
    } catch {
      // Storage refused (private mode, quota): the payment may show again after a reload, nothing worse.
    }
  },
  getBalances: async () => (await wallet()).getBalances(),
  history: async (page, pageSize) => {
    const history = await (await wallet()).walletHistory(page, pageSize);
    return { entries: history.items.map((item) => ({ ...item, createdAt: item.createdAt.toISOString() })), total: history.total };
  },
};
