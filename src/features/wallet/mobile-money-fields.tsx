import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import type { FieldErrors, MobileMoneyForm, MobileMoneyFormEvent } from '../../../machines/mobile-money/mobile-money-form';
import { COUNTRIES, type CountryCode } from '../../game/countries';
import { formatAmount } from '../../game/format';
import type { PaymentProvider } from '../../game/payments';
import { PHONE_EXAMPLES } from '../../game/phone';
import { ProviderChoice } from './provider-choice';

export interface MobileMoneyFieldsProps {
  form: MobileMoneyForm;
  errors: FieldErrors;
  providers: readonly PaymentProvider[];
  amountLabel: string;
  quickAmounts?: readonly number[];
  disabled: boolean;
  onChange: (event: MobileMoneyFormEvent) => void;
}

/** Amount, country, the country's providers and the phone number: the recharge and withdrawal forms. */
export function MobileMoneyFields({ form, errors, providers, amountLabel, quickAmounts, disabled, onChange }: MobileMoneyFieldsProps) {
  return (
    <Stack gap="md">
      <Stack gap="xs">
        <TextInput
          label={amountLabel}
          inputMode="numeric"
          autoComplete="off"
          value={form.amount}
          error={errors.amount}
          disabled={disabled}
          onChange={(event) => onChange({ type: 'amount.change', value: event.currentTarget.value })}
          maw={260}
        />
        {quickAmounts && (
          <Group gap={6} role="group" aria-label="Montants rapides">
            {quickAmounts.map((amount) => {
              const chosen = form.amount.trim() === String(amount);
              return (
                <Button
                  key={amount}
                  size="compact-sm"
                  variant={chosen ? 'filled' : 'default'}
                  aria-pressed={chosen}
                  disabled={disabled}
                  onClick={() => onChange({ type: 'amount.quick', amount })}
                >
                  {formatAmount(amount)}
                </Button>
              );
            })}
          </Group>
        )}
      </Stack>
      <NativeSelect
        label="Pays"
        value={form.country}
        disabled={disabled}
        data={COUNTRIES.map((country) => ({ value: country.code, label: country.name }))}
        onChange={(event) => onChange({ type: 'country.change', country: event.currentTarget.value as CountryCode })}
        maw={260}
      />
      <ProviderChoice
        value={form.provider}
        error={errors.provider}
        providers={providers}
        disabled={disabled}
        onChange={(provider) => onChange({ type: 'provider.change', provider })}
      />
      <TextInput
        label="Numéro de téléphone"
        description={`Le numéro de votre compte mobile money, par exemple ${PHONE_EXAMPLES[form.country]}.`}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={form.phone}
        error={errors.phone}
        disabled={disabled}
        onChange={(event) => onChange({ type: 'phone.change', value: event.currentTarget.value })}
        maw={320}
      />
    </Stack>
  );
}
