import { Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { FieldErrors, MobileMoneyForm, MobileMoneyFormEvent } from '../../../machines/mobile-money/mobile-money-form';
import type { Failure, MobileMoneyPayment } from '../../../machines/mobile-money/mobile-money.types';
import type { WithdrawalStep } from '../../../machines/withdrawal/withdrawal.selectors';
import { PageLoader } from '../../components/page-loader';
import { formatAmount } from '../../game/format';
import { PROVIDER_NAMES, type PaymentProvider } from '../../game/payments';
import { formatPhone } from '../../game/phone';
import { AvailableWinnings } from './available-winnings';
import { MobileMoneyFields } from './mobile-money-fields';
import { FailureAlert, OutcomeAlert } from './outcome-alert';

export interface WithdrawViewProps {
  step: WithdrawalStep;
  submitting: boolean;
  form: MobileMoneyForm;
  errors: FieldErrors;
  providers: readonly PaymentProvider[];
  winnings: number;
  payment: MobileMoneyPayment | null;
  failure: Failure | null;
  canRetry: boolean;
  onFormChange: (event: MobileMoneyFormEvent) => void;
  onSubmit: () => void;
  onRetry: () => void;
  onEdit: () => void;
}

function Result({ step, payment, onEdit }: { step: WithdrawalStep; payment: MobileMoneyPayment; onEdit: () => void }) {
  const amount = formatAmount(payment.amount);
  const phone = formatPhone(payment.phone);
  const provider = PROVIDER_NAMES[payment.provider];
  if (step === 'pending') {
    return (
      <Card withBorder radius="lg" padding="lg" role="status">
        <Stack gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Loader size="sm" color="amber.7" aria-hidden />
            <Title order={2} fz="h3">
              Retrait en cours
            </Title>
          </Group>
          <Text>
            Votre retrait de <strong>{amount}</strong> vers le <strong>{phone}</strong> ({provider}) attend la confirmation de l&apos;opérateur.
          </Text>
          <Text size="sm" c="gray.7">
            Le montant a été déduit de vos gains. S&apos;il échoue, il vous sera rendu.
          </Text>
        </Stack>
      </Card>
    );
  }
  const again = <Button onClick={onEdit}>Nouveau retrait</Button>;
  if (step === 'paid') {
    return (
      <OutcomeAlert tone="success" title="Retrait effectué" actions={again}>
        {amount} ont été envoyés au {phone} ({provider}).
      </OutcomeAlert>
    );
  }
  return (
    <OutcomeAlert tone="error" title="Retrait échoué" actions={again}>
      {provider} n&apos;a pas pu effectuer le retrait. Les {amount} ont été remis sur vos gains.
    </OutcomeAlert>
  );
}

/** /withdraw 'Retrait': winnings to mobile money, pending until the provider pays. */
export function WithdrawView(props: WithdrawViewProps) {
  const { step } = props;
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>Retrait</Title>
      <AvailableWinnings winnings={props.winnings} />
      {step === 'loading' && <PageLoader />}
      {step === 'form' && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            props.onSubmit();
          }}
        >
          <Stack gap="lg">
            <Text c="gray.7">Retirez vos gains sur votre compte mobile money, de 500 CFA à 1 000 000 CFA par retrait.</Text>
            <MobileMoneyFields
              form={props.form}
              errors={props.errors}
              providers={props.providers}
              amountLabel="Montant à retirer (CFA)"
              disabled={props.submitting}
              onChange={props.onFormChange}
            />
            <Button type="submit" loading={props.submitting} maw={260}>
              Retirer
            </Button>
          </Stack>
        </form>
      )}
      {step === 'failed' && props.failure && (
        <FailureAlert title="Le retrait n'a pas abouti" message={props.failure.message} canRetry={props.canRetry} onRetry={props.onRetry} onEdit={props.onEdit} />
      )}
      {(step === 'pending' || step === 'paid' || step === 'reversed') && props.payment && <Result step={step} payment={props.payment} onEdit={props.onEdit} />}
    </Stack>
  );
}
