import type { PlayerFixture } from './fixtures';
import { type WalletHistoryRowJson, historyRow, rechargeHistoryRow } from './wallet-handlers';

/** The ticket the history's stake bought. */
export const HISTORY_TICKET_CODE = 'LA-7K2M-9QXD-4R1T';

/**
 * Every kind of line the wallet's history shows, newest first, as the wallet_history view gives them:
 * a recharge waiting for the phone, one refused on the phone, a withdrawal refused by the operator and
 * its reversal, a withdrawal paid, a conversion, a payout of a Bénin draw, a refund of a cancelled Togo
 * draw, a ticket, an expired recharge and a recharge credited. The balances end at 13 000 CFA of play
 * balance and 4 000 CFA of winnings.
 */
export function everyKindOfLine(player: PlayerFixture): WalletHistoryRowJson[] {
  const payout = (over: Partial<WalletHistoryRowJson>) => historyRow(player, { play_amount: 0, ...over });
  return [
    rechargeHistoryRow(player, { id: 'r-pending', amount: 2_000, status: 'pending', created_at: '2026-11-23T07:59:00+00:00' }),
    rechargeHistoryRow(player, {
      id: 'r-refused',
      amount: 5_000,
      status: 'failed',
      failure_reason: 'declined',
      provider: 'flooz',
      phone: '+22899990000',
      provider_reference: 'sbx-col-r-refused',
      created_at: '2026-11-23T07:40:00+00:00',
    }),
    payout({
      id: 'l-reversal',
      kind: 'withdrawal_reversal',
      created_at: '2026-11-23T07:30:00+00:00',
      winnings_amount: 2_000,
      balance_after: 13_000,
      winnings_after: 4_000,
      payment_id: 'w-refused',
      payment_amount: 2_000,
      payment_status: 'failed',
      failure_reason: 'payout_refused',
      provider: 'tmoney',
      phone: '+22890123456',
      provider_reference: 'sbx-pay-w-refused',
    }),
    payout({
      id: 'l-withdrawal-refused',
      kind: 'withdrawal',
      created_at: '2026-11-23T07:20:00+00:00',
      winnings_amount: -2_000,
      balance_after: 13_000,
      winnings_after: 2_000,
      payment_id: 'w-refused',
      payment_amount: 2_000,
      payment_status: 'failed',
      failure_reason: 'payout_refused',
      provider: 'tmoney',
      phone: '+22890123456',
      provider_reference: 'sbx-pay-w-refused',
    }),
    payout({
      id: 'l-withdrawal-paid',
      kind: 'withdrawal',
      created_at: '2026-11-23T07:00:00+00:00',
      winnings_amount: -1_000,
      balance_after: 13_000,
      winnings_after: 4_000,
      payment_id: 'w-paid',
      payment_amount: 1_000,
      payment_status: 'succeeded',
      provider: 'tmoney',
      phone: '+22890123456',
      provider_reference: 'sbx-pay-w-paid',
    }),
    historyRow(player, {
      id: 'l-conversion',
      kind: 'conversion',
      created_at: '2026-11-22T20:30:00+00:00',
      play_amount: 3_000,
      winnings_amount: -3_000,
      balance_after: 13_000,
      winnings_after: 5_000,
    }),
    payout({
      id: 'l-payout',
      kind: 'payout',
      created_at: '2026-11-22T20:05:00+00:00',
      winnings_amount: 8_000,
      balance_after: 10_000,
      winnings_after: 8_000,
      draw_id: 'd-bj',
      draw_country: 'BJ',
      draw_day: 'dimanche',
      draw_time: '21h',
      draw_at: '2026-11-22T20:00:00+00:00',
    }),
    historyRow(player, {
      id: 'l-refund',
      kind: 'refund',
      created_at: '2026-11-21T18:10:00+00:00',
      play_amount: 500,
      winnings_amount: 0,
      balance_after: 10_000,
      winnings_after: 0,
      draw_id: 'd-tg',
      draw_country: 'TG',
      draw_day: 'samedi',
      draw_time: '18h',
      draw_at: '2026-11-21T18:00:00+00:00',
    }),
    historyRow(player, {
      id: 'l-stake',
      kind: 'stake',
      created_at: '2026-11-21T09:10:00+00:00',
      play_amount: -500,
      winnings_amount: 0,
      balance_after: 9_500,
      winnings_after: 0,
      ticket_code: HISTORY_TICKET_CODE,
    }),
    rechargeHistoryRow(player, {
      id: 'r-expired',
      amount: 3_000,
      status: 'expired',
      failure_reason: 'not_confirmed',
      provider: 'wave',
      phone: '+2250712345678',
      created_at: '2026-11-21T08:30:00+00:00',
    }),
    rechargeHistoryRow(
      player,
      { id: 'r-credited', amount: 10_000, status: 'succeeded', provider_reference: 'sbx-col-r-credited', created_at: '2026-11-21T08:00:00+00:00' },
      { balance_after: 10_000, winnings_after: 0 },
    ),
  ];
}
