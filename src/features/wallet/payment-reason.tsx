import type { MobileMoneyPayment } from '../../../machines/mobile-money/mobile-money.types';
import { failureSentence } from '../../game/wallet-history';

/** ' Motif : …' after a refusal, when the provider said why (the expiry's own sentence already says it). */
export function Reason({ payment }: { payment: MobileMoneyPayment }) {
  if (!payment.failureReason || payment.failureReason === 'not_confirmed') return null;
  return <> Motif : {failureSentence({ status: payment.status, failureReason: payment.failureReason })}.</>;
}
