import { createContext, useContext } from 'react';
import type { ConversionRequest } from '../../machines/conversion/conversion.machine';
import type {
  Balances,
  MobileMoneyPayment,
  MobileMoneyRequest,
  MobileMoneyResume,
} from '../../machines/mobile-money/mobile-money.types';
import type { WalletHistoryPage } from '../../machines/wallet-history/wallet-history.machine';
import type { WithdrawalPhone, WithdrawalReceipt } from '../../machines/withdrawal/withdrawal.machine';

/** What the wallet screens ask of the money functions; the app provides it (src/app/wallet-effects.ts). */
export interface WalletEffects {
  /** the newest payment of that direction still waiting for its provider (unless dismissed), and the latest details */
  resume(direction: 'in' | 'out'): Promise<MobileMoneyResume>;
  startRecharge(request: MobileMoneyRequest): Promise<MobileMoneyPayment>;
  requestWithdrawal(request: MobileMoneyRequest): Promise<WithdrawalReceipt>;
  /** the numbers the player may withdraw to (those they recharged from successfully), the latest recharged first */
  withdrawalPhones(): Promise<WithdrawalPhone[]>;
  convertWinnings(request: ConversionRequest): Promise<Balances>;
  paymentStatus(paymentId: string): Promise<MobileMoneyPayment | null>;
  /** calls back with the payment once read, then on each change; returns the unsubscribe function */
  watchPayment(paymentId: string, onChange: (payment: MobileMoneyPayment) => void): () => void;
  /** the player stopped waiting for this payment: `resume` no longer brings it back (this tab) */
  dismissPayment(paymentId: string): void;
  getBalances(): Promise<Balances>;
  history(page: number, pageSize: number): Promise<WalletHistoryPage>;
}

export const WalletEffectsContext = createContext<WalletEffects | null>(null);

export function useWalletEffects(): WalletEffects {
  const effects = useContext(WalletEffectsContext);
  if (!effects) throw new Error('useWalletEffects needs a WalletEffectsContext provider (src/app)');
  return effects;
}
