import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Balances, Failure } from '../../../machines/mobile-money/mobile-money.types';
import type { ConversionStep } from '../../../machines/conversion/conversion.selectors';
import { PlayStatusBanner } from '../../components/play-status-banner';
import { formatAmount } from '../../game/format';
import { offlineNotice } from '../../game/offline';
import { AvailableWinnings } from './available-winnings';
import { FailureAlert, OutcomeAlert } from './outcome-alert';

export interface ConvertViewProps {
  step: ConversionStep;
  amount: string;
  error: string | null;
  winnings: number;
  submitting: boolean;
  converted: number | null;
  balances: Balances | null;
  failure: Failure | null;
  canRetry: boolean;
  /** the browser is offline: nothing is converted (issue 41) */
  offline?: boolean;
  onAmountChange: (value: string) => void;
  onAll: () => void;
  onSubmit: () => void;
  onRetry: () => void;
  onEdit: () => void;
}

/** /convert 'Convertir gain en solde': winnings into play balance, at once. */
export function ConvertView(props: ConvertViewProps) {
  const { step } = props;
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>Convertir gain en solde</Title>
      <AvailableWinnings winnings={props.winnings} />
      {step === 'form' && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            props.onSubmit();
          }}
        >
          <Stack gap="lg">
            <Text c="gray.7">Le montant converti passe de vos gains à votre solde de jeu immédiatement.</Text>
            {props.offline && <PlayStatusBanner notice={offlineNotice('convert')} />}
            <Group align="flex-start" gap="sm">
              <TextInput
                label="Montant à convertir (CFA)"
                inputMode="numeric"
                autoComplete="off"
                value={props.amount}
                error={props.error}
                disabled={props.submitting}
                onChange={(event) => props.onAmountChange(event.currentTarget.value)}
                w={260}
              />
              <Button variant="default" mt={25} disabled={props.submitting || props.winnings === 0} onClick={props.onAll}>
                Tout convertir
              </Button>
            </Group>
            <Button type="submit" loading={props.submitting} disabled={props.offline} maw={260}>
              Convertir
            </Button>
          </Stack>
        </form>
      )}
      {step === 'converted' && props.converted !== null && (
        <OutcomeAlert tone="success" title="Conversion effectuée" actions={<Button onClick={props.onEdit}>Nouvelle conversion</Button>}>
          {formatAmount(props.converted)} ont été ajoutés à votre solde.
          {props.balances && ` Solde : ${formatAmount(props.balances.balance)} · Gains : ${formatAmount(props.balances.winnings)}.`}
        </OutcomeAlert>
      )}
      {step === 'failed' && props.failure && (
        <FailureAlert title="La conversion n'a pas abouti" message={props.failure.message} canRetry={props.canRetry} onRetry={props.onRetry} onEdit={props.onEdit} />
      )}
    </Stack>
  );
}
