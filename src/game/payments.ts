import type { CountryCode } from './countries';
import { formatAmount } from './format';
import type { Parsed } from './stakes';

/** Mobile-money providers (DESIGN §8); the ids are those the database stores. */
export const PROVIDER_IDS = [
  'tmoney',
  'flooz',
  'mtn_momo',
  'moov_money',
  'celtiis',
  'orange_money',
  'wave',
  'telecel_cash',
  'airteltigo_money',
] as const;
export type ProviderId = (typeof PROVIDER_IDS)[number];

export const PROVIDER_NAMES: Readonly<Record<ProviderId, string>> = {
  tmoney: 'T-Money',
  flooz: 'Flooz',
  mtn_momo: 'MTN Mobile Money',
  moov_money: 'Moov Money',
  celtiis: 'Celtiis Cash',
  orange_money: 'Orange Money',
  wave: 'Wave',
  telecel_cash: 'Telecel Cash',
  airteltigo_money: 'AirtelTigo Money',
};

const PROVIDERS_BY_COUNTRY: Readonly<Record<CountryCode, readonly ProviderId[]>> = {
  TG: ['tmoney', 'flooz'],
  BJ: ['mtn_momo', 'moov_money', 'celtiis'],
  CI: ['orange_money', 'mtn_momo', 'moov_money', 'wave'],
  GH: ['mtn_momo', 'telecel_cash', 'airteltigo_money'],
};

export interface PaymentProvider {
  id: ProviderId;
  name: string;
}

/** The providers offered to a player of that country, in DESIGN §8's order. */
export function providersFor(country: CountryCode): PaymentProvider[] {
  return PROVIDERS_BY_COUNTRY[country].map((id) => ({ id, name: PROVIDER_NAMES[id] }));
}

export function isProviderOf(country: CountryCode, provider: string): provider is ProviderId {
  return (PROVIDERS_BY_COUNTRY[country] as readonly string[]).includes(provider);
}

export const RECHARGE_MIN = 100;
export const RECHARGE_MAX = 1_000_000;
export const WITHDRAWAL_MIN = 500;
export const WITHDRAWAL_MAX = 1_000_000;
export const CONVERSION_MIN = 100;
export const QUICK_RECHARGE_AMOUNTS: readonly number[] = [1_000, 2_000, 5_000, 10_000, 25_000];

export const AMOUNT_FORMAT_ERROR = 'Saisissez le montant en chiffres, par exemple 5000.';
export const RECHARGE_RANGE_ERROR = `Le montant de la recharge doit être entre ${formatAmount(RECHARGE_MIN)} et ${formatAmount(RECHARGE_MAX)}.`;
export const WITHDRAWAL_RANGE_ERROR = `Le montant du retrait doit être entre ${formatAmount(WITHDRAWAL_MIN)} et ${formatAmount(WITHDRAWAL_MAX)}.`;
export const CONVERSION_MIN_ERROR = `Le montant à convertir doit être d'au moins ${formatAmount(CONVERSION_MIN)}.`;

/** The rule the withdrawal form states before the player submits (the database enforces it: request_withdrawal). */
export const WITHDRAWAL_PHONE_RULE = 'Les retraits sont envoyés uniquement vers un numéro depuis lequel vous avez déjà rechargé.';

/** request_withdrawal's refusal of a number the player never recharged from successfully (unknown_withdrawal_phone). */
export const UNKNOWN_WITHDRAWAL_PHONE_ERROR =
  "Ce numéro n'a jamais servi à une recharge réussie : les retraits ne sont envoyés qu'aux numéros depuis lesquels vous avez rechargé.";

export function overWinningsError(winnings: number): string {
  return `Le montant dépasse vos gains disponibles (${formatAmount(winnings)}).`;
}

/** A typed amount, as the stake field reads it: surrounding spaces trimmed, then ASCII digits only. */
export function parseAmount(input: string): number | null {
  const text = input.trim();
  return /^\d+$/.test(text) ? Number(text) : null;
}

function checkAmount(input: string, min: number, max: number, rangeError: string, winnings?: number): Parsed {
  const value = parseAmount(input);
  if (value === null) return { ok: false, error: AMOUNT_FORMAT_ERROR };
  if (value < min || value > max) return { ok: false, error: rangeError };
  if (winnings !== undefined && value > winnings) return { ok: false, error: overWinningsError(winnings) };
  return { ok: true, value };
}

/** A recharge: 100 to 1 000 000 CFA per operation. */
export function checkRecharge(input: string): Parsed {
  return checkAmount(input, RECHARGE_MIN, RECHARGE_MAX, RECHARGE_RANGE_ERROR);
}

/** A withdrawal: 500 to 1 000 000 CFA, and no more than the winnings. */
export function checkWithdrawal(input: string, winnings: number): Parsed {
  return checkAmount(input, WITHDRAWAL_MIN, WITHDRAWAL_MAX, WITHDRAWAL_RANGE_ERROR, winnings);
}

/** A conversion of winnings into play balance: 100 CFA or more, and no more than the winnings. */
export function checkConversion(input: string, winnings: number): Parsed {
  return checkAmount(input, CONVERSION_MIN, Number.POSITIVE_INFINITY, CONVERSION_MIN_ERROR, winnings);
}

/** The sandbox provider declines numbers ending in 0000, like test cards (DESIGN §8). */
export function isSandboxDeclined(phone: string): boolean {
  return phone.replace(/\D/g, '').endsWith('0000');
}
