import type { CountryCode } from '../../src/game/countries';
import { type ProviderId, isProviderOf, providersFor } from '../../src/game/payments';
import { checkPhone, formatPhone } from '../../src/game/phone';
import type { Parsed } from '../../src/game/stakes';
import type { MobileMoneyDetails } from './mobile-money.types';

/** The recharge and withdrawal forms: what the player typed and chose, as typed. */
export interface MobileMoneyForm {
  amount: string;
  country: CountryCode;
  provider: ProviderId | null;
  phone: string;
}

export type MobileMoneyField = 'amount' | 'provider' | 'phone';
export type FieldErrors = Partial<Record<MobileMoneyField, string>>;

export type MobileMoneyFormEvent =
  | { type: 'amount.change'; value: string }
  | { type: 'amount.quick'; amount: number }
  | { type: 'country.change'; country: CountryCode }
  | { type: 'provider.change'; provider: ProviderId }
  | { type: 'phone.change'; value: string };

export const PROVIDER_REQUIRED_ERROR = 'Choisissez votre moyen de paiement.';

/**
 * A new form: in the country of the player's latest payment with its provider and number, else in
 * `defaultCountry` with no provider chosen (money is never sent to a provider the player did not pick).
 */
export function initialForm(defaultCountry: CountryCode, last: MobileMoneyDetails | null): MobileMoneyForm {
  if (!last) return { amount: '', country: defaultCountry, provider: null, phone: '' };
  return { amount: '', country: last.country, provider: isProviderOf(last.country, last.provider) ? last.provider : null, phone: formatPhone(last.phone) };
}

/** A field's change; its error goes, the others stay until the next submit. */
export function changeForm(form: MobileMoneyForm, errors: FieldErrors, event: MobileMoneyFormEvent): { form: MobileMoneyForm; errors: FieldErrors } {
  switch (event.type) {
    case 'amount.change':
      return { form: { ...form, amount: event.value }, errors: { ...errors, amount: undefined } };
    case 'amount.quick':
      return { form: { ...form, amount: String(event.amount) }, errors: { ...errors, amount: undefined } };
    case 'country.change': {
      if (event.country === form.country) return { form, errors };
      // MTN Mobile Money and Moov Money work in several countries: a choice still offered is kept.
      const provider = form.provider && isProviderOf(event.country, form.provider) ? form.provider : null;
      return { form: { ...form, country: event.country, provider }, errors: { ...errors, provider: undefined, phone: undefined } };
    }
    case 'provider.change':
      if (!isProviderOf(form.country, event.provider)) return { form, errors };
      return { form: { ...form, provider: event.provider }, errors: { ...errors, provider: undefined } };
    case 'phone.change':
      return { form: { ...form, phone: event.value }, errors: { ...errors, phone: undefined } };
  }
}

export type CheckedForm = { ok: true; amount: number; provider: ProviderId; phone: string } | { ok: false; errors: FieldErrors };

/** Every field checked at once, each with its French message; the phone in E.164 when it passes. */
export function checkForm(form: MobileMoneyForm, checkAmount: (input: string) => Parsed): CheckedForm {
  const amount = checkAmount(form.amount);
  const phone = checkPhone(form.country, form.phone);
  const provider = form.provider && isProviderOf(form.country, form.provider) ? form.provider : null;
  if (amount.ok && phone.ok && provider) return { ok: true, amount: amount.value, provider, phone: phone.e164 };
  return {
    ok: false,
    errors: {
      amount: amount.ok ? undefined : amount.error,
      provider: provider ? undefined : PROVIDER_REQUIRED_ERROR,
      phone: phone.ok ? undefined : phone.error,
    },
  };
}

/** The providers the form offers: those of its country (DESIGN §8). */
export const providersOf = (form: MobileMoneyForm) => providersFor(form.country);
