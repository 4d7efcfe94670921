import { Radio, Stack, TextInput } from '@mantine/core';
import type { FieldErrors, MobileMoneyForm } from '../../../machines/mobile-money/mobile-money-form';
import type { WithdrawalFormEvent, WithdrawalPhone } from '../../../machines/withdrawal/withdrawal.machine';
import { PROVIDER_NAMES, type PaymentProvider, WITHDRAWAL_PHONE_RULE } from '../../game/payments';
import { formatPhone } from '../../game/phone';
import { ProviderChoice } from './provider-choice';

export interface WithdrawFieldsProps {
  form: MobileMoneyForm;
  errors: FieldErrors;
  /** the player's numbers, the latest recharged first */
  phones: readonly WithdrawalPhone[];
  providers: readonly PaymentProvider[];
  disabled: boolean;
  onChange: (event: WithdrawalFormEvent) => void;
}

/** The withdrawal form's fields: the amount, one of the numbers the player recharged from, and the provider. */
export function WithdrawFields({ form, errors, phones, providers, disabled, onChange }: WithdrawFieldsProps) {
  return (
    <Stack gap="md">
      <TextInput
        label="Montant à retirer (CFA)"
        inputMode="numeric"
        autoComplete="off"
        value={form.amount}
        error={errors.amount}
        disabled={disabled}
        onChange={(event) => onChange({ type: 'amount.change', value: event.currentTarget.value })}
        maw={260}
      />
      <Radio.Group
        label="Numéro de téléphone"
        description={WITHDRAWAL_PHONE_RULE}
        value={form.phone}
        error={errors.phone}
        onChange={(phone) => onChange({ type: 'phone.pick', phone })}
      >
        <Stack gap="xs" mt={6}>
          {phones.map((phone) => (
            <Radio
              key={phone.phone}
              value={phone.phone}
              label={formatPhone(phone.phone)}
              description={`Rechargé avec ${PROVIDER_NAMES[phone.provider]}`}
              disabled={disabled}
            />
          ))}
        </Stack>
      </Radio.Group>
      <ProviderChoice
        value={form.provider}
        error={errors.provider}
        providers={providers}
        disabled={disabled}
        onChange={(provider) => onChange({ type: 'provider.change', provider })}
      />
    </Stack>
  );
}
