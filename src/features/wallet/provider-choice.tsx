import { Group, Radio } from '@mantine/core';
import type { PaymentProvider } from '../../game/payments';

/** 'Moyen de paiement': the operators of the number's country, one to choose. */
export function ProviderChoice(props: {
  value: string | null;
  error: string | undefined;
  providers: readonly PaymentProvider[];
  disabled: boolean;
  onChange: (provider: PaymentProvider['id']) => void;
}) {
  return (
    <Radio.Group label="Moyen de paiement" value={props.value} error={props.error} onChange={(value) => props.onChange(value as PaymentProvider['id'])}>
      <Group gap="md" mt={6}>
        {props.providers.map((provider) => (
          <Radio key={provider.id} value={provider.id} label={provider.name} disabled={props.disabled} />
        ))}
      </Group>
    </Radio.Group>
  );
}
