import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { type CountryCode, findCountry } from './countries';

export type PhoneCheck = { ok: true; e164: string } | { ok: false; error: string };

/** A mobile number of each country, written as its people write it, for the error message. */
export const PHONE_EXAMPLES: Readonly<Record<CountryCode, string>> = {
  TG: '90 12 34 56',
  BJ: '01 97 12 34 56',
  CI: '07 12 34 56 78',
  GH: '024 123 4567',
};

const IN_COUNTRY: Readonly<Record<CountryCode, string>> = {
  TG: 'le Togo',
  BJ: 'le Bénin',
  CI: "la Côte d'Ivoire",
  GH: 'le Ghana',
};

export const PHONE_REQUIRED_ERROR = 'Saisissez votre numéro de téléphone.';

export function invalidPhoneError(country: CountryCode): string {
  return `Numéro de téléphone invalide pour ${IN_COUNTRY[country]} (exemple : ${PHONE_EXAMPLES[country]}).`;
}

/** Digits, spaces, dots, dashes and brackets, with an optional leading + (no letters, no extension). */
const PHONE_CHARACTERS = /^\+?[\d\s.()\-\u00a0\u202f]+$/;

/**
 * A mobile-money number of the player's country, typed nationally ('90 12 34 56', '024 123 4567') or
 * internationally ('+228 90 12 34 56', '00228…'): its E.164 form, or a French message. Only numbers
 * libphonenumber knows as mobile numbers of that country pass (mobile money needs a mobile line).
 */
export function checkPhone(country: CountryCode, input: string): PhoneCheck {
  const text = input.trim();
  if (text === '') return { ok: false, error: PHONE_REQUIRED_ERROR };
  const phone = PHONE_CHARACTERS.test(text) ? parsePhoneNumberFromString(text, country) : undefined;
  if (!phone || phone.country !== country || !phone.isValid()) return { ok: false, error: invalidPhoneError(country) };
  return { ok: true, e164: phone.number };
}

/** The country of an E.164 number among ours ('+22890123456' → 'TG'), or null. */
export function phoneCountry(e164: string): CountryCode | null {
  const country = parsePhoneNumberFromString(e164)?.country;
  return findCountry(country)?.code ?? null;
}

/** An E.164 number as people read it: '+22890123456' → '+228 90 12 34 56' (unchanged if unparseable). */
export function formatPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  // Côte d'Ivoire writes its ten digits in pairs; libphonenumber's metadata groups the last four.
  if (parsed.country === 'CI') return `+225 ${parsed.nationalNumber.replace(/(\d{2})(?=\d)/g, '$1 ')}`;
  return parsed.formatInternational();
}
